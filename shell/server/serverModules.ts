import { createInstance } from '@module-federation/enhanced/runtime';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import semver from 'semver';
import * as Shared from '@tiles/shared';
import sharedPackage from '@tiles/shared/package.json';
import type { ModuleAction, ModuleLoader } from '@tiles/shared/src/data/loaders';
import type { ModuleHead } from '@tiles/shared/src/head/pageHead';
import type { RemoteModuleId } from '@tiles/shared/src/contracts/remotes';
import { serverBundleOf, type ServerBundle } from './bundles';
import { manifestOf, type Manifest } from './manifests';

export const PAGE_SHARED_VERSION = sharedPackage.version;

/** Why a remote built for another @tiles/shared (its manifest's `requiredVersion`) cannot render on the server, or null. */
export function sharedVersionMismatch(manifest: Manifest, pageVersion = PAGE_SHARED_VERSION): string | null {
  const wanted = manifest.shared?.find((s) => s.name === '@tiles/shared')?.requiredVersion;
  return !wanted || semver.satisfies(pageVersion, wanted) ? null : `built for @tiles/shared ${wanted}, the page runs ${pageVersion}`;
}

const singleton = (lib: unknown, v: string) => ({ version: v, lib: () => lib, shareConfig: { singleton: true, requiredVersion: `^${v}` } });
const SHARED = {
  react: singleton(React, React.version),
  'react/jsx-runtime': singleton(JsxRuntime, React.version),
  'react-dom': singleton(ReactDOM, ReactDOM.version),
  'react-dom/client': singleton(ReactDOMClient, ReactDOM.version),
  '@tiles/shared': singleton(Shared, PAGE_SHARED_VERSION),
};

/**
 * The shell's server as a federation host, one per server folder (a remote's release: a pinned one and a candidate on
 * trial render side by side): the containers share its React and @tiles/shared, as the browser's do. The runtime's
 * entry loader answers with the folder's verified container (bundles.ts), never fetching.
 */
const hosts = new Map<string, { federation: ReturnType<typeof createInstance>; container: ServerBundle | null }>();
function hostOf(folder: string) {
  let host = hosts.get(folder);
  if (host) return host;
  const verifiedContainer = () => {
    if (!host?.container) throw new Error(`no verified server container for ${folder}`);
    return host.container as never;
  };
  const plugins = [{ name: 'tiles-verified-server-containers', loadEntry: verifiedContainer }];
  hosts.set(
    folder,
    (host = { federation: createInstance({ name: `shell_server_${hosts.size}`, remotes: [], shared: SHARED, plugins }), container: null }),
  );
  return host;
}

type ModuleCode = {
  Component: React.ComponentType<never>;
  loader?: ModuleLoader;
  action?: ModuleAction;
  head?: ModuleHead;
  /** Paths besides its page's where the module answers a form (its `formPaths` export). */
  formPaths: readonly string[];
};
/** An exposed module as the shell's server uses it; `base`: its remote's folder, for its CSS files. */
export type ServerModule = ModuleCode & { manifest: Manifest; base: string };
const loaded = new Map<string, { container: ServerBundle; module: ServerModule }>(); // by manifest URL and module id
const warned = new Set<string>();
const ifFunction = <T>(value: unknown) => (typeof value === 'function' ? (value as T) : undefined);

/** The module `id` from its remote's current verified server container (configured remotes only); null: the browser renders it. */
export async function loadServerModule(remotes: Record<string, string>, id: RemoteModuleId): Promise<ServerModule | null> {
  const name = id.split('/')[0];
  const manifestUrl = remotes[name];
  if (!manifestUrl) return null;
  const [container, manifest] = await Promise.all([serverBundleOf(manifestUrl), manifestOf(manifestUrl)]);
  if (!container || !manifest) return null;
  // The same container and manifest (both read per URL) as the last page's: its module (loadRemote: ~0.1 ms a call).
  const known = loaded.get(`${manifestUrl} ${id}`);
  if (known?.container === container && known.module.manifest === manifest) return known.module;
  const mismatch = sharedVersionMismatch(manifest);
  if (mismatch) {
    const line = `[shell] ${name} renders in the browser only: ${mismatch}`;
    if (!warned.has(line)) console.warn(line); // never a silent mismatch; once per reason, not on every page
    warned.add(line);
    return null;
  }
  // A new container in the folder (a redeploy in place) replaces the old one.
  const folder = new URL('server/', manifestUrl).href;
  const host = hostOf(folder);
  if (host.container !== container) {
    host.federation.registerRemotes([{ name, entry: folder }], { force: host.container !== null });
    host.container = container;
  }
  const exports = await host.federation.loadRemote<Record<string, unknown>>(id);
  const Component = ifFunction<React.ComponentType<never>>(exports?.default);
  if (!Component) return null;
  const [loader, action, head, base] = [exports?.loader, exports?.action, exports?.head, new URL('.', manifestUrl).href];
  const functions = {
    loader: ifFunction<ModuleLoader>(loader),
    action: ifFunction<ModuleAction>(action),
    head: ifFunction<ModuleHead>(head),
  };
  const paths = exports?.formPaths;
  const formPaths = Array.isArray(paths) ? paths.filter((p): p is string => typeof p === 'string' && p.startsWith('/')) : [];
  const module = { Component, ...functions, formPaths, manifest, base };
  loaded.set(`${manifestUrl} ${id}`, { container, module });
  return module;
}
