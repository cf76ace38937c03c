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
// Each registered remote's verified container (bundles.ts): the runtime's entry loader answers with it, never fetching.
const registered = new Map<string, ServerBundle>();
function verifiedContainer({ name, entry }: { name: string; entry: string }) {
  const container = registered.get(name);
  if (!container) throw new Error(`no verified server container for ${entry}`);
  return container as never;
}

/** The shell's server as a federation host: the containers share its React and @tiles/shared, as the browser's do. */
const federation = createInstance({
  name: 'shell_server',
  remotes: [],
  shared: {
    react: singleton(React, React.version),
    'react/jsx-runtime': singleton(JsxRuntime, React.version),
    'react-dom': singleton(ReactDOM, ReactDOM.version),
    'react-dom/client': singleton(ReactDOMClient, ReactDOM.version),
    '@tiles/shared': singleton(Shared, PAGE_SHARED_VERSION),
  },
  plugins: [{ name: 'tiles-verified-server-containers', loadEntry: ({ remoteInfo }) => verifiedContainer(remoteInfo) }],
});

type ModuleCode = { Component: React.ComponentType<never>; loader?: ModuleLoader; action?: ModuleAction; head?: ModuleHead };
/** An exposed module as the shell's server uses it; `base`: its remote's folder, for its CSS files. */
export type ServerModule = ModuleCode & { manifest: Manifest; base: string };
const loaded = new Map<RemoteModuleId, { container: ServerBundle; module: ServerModule }>();
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
  const known = loaded.get(id);
  if (known?.container === container && known.module.manifest === manifest) return known.module;
  const mismatch = sharedVersionMismatch(manifest);
  if (mismatch) {
    const line = `[shell] ${name} renders in the browser only: ${mismatch}`;
    if (!warned.has(line)) console.warn(line); // never a silent mismatch; once per reason, not on every page
    warned.add(line);
    return null;
  }
  // A new container (a redeploy, or another configured origin: the container is read per URL) replaces the old one.
  if (registered.get(name) !== container) {
    federation.registerRemotes([{ name, entry: new URL('server/', manifestUrl).href }], { force: registered.has(name) });
    registered.set(name, container);
  }
  const exports = await federation.loadRemote<Record<string, unknown>>(id);
  const Component = ifFunction<React.ComponentType<never>>(exports?.default);
  if (!Component) return null;
  const [loader, action, head, base] = [exports?.loader, exports?.action, exports?.head, new URL('.', manifestUrl).href];
  const functions = {
    loader: ifFunction<ModuleLoader>(loader),
    action: ifFunction<ModuleAction>(action),
    head: ifFunction<ModuleHead>(head),
  };
  const module = { Component, ...functions, manifest, base };
  loaded.set(id, { container, module });
  return module;
}
