import { createRequire } from 'node:module';
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import * as Shared from '@tiles/shared';
import type { ModuleAction, ModuleLoader } from '@tiles/shared/src/data/loaders';
import type { RemoteModuleId } from '@tiles/shared/src/contracts/remotes';
import { serverBundleOf, type ServerBundle } from './bundles';
import { manifestOf, type Manifest } from './manifests';
import { PAGE_SHARED_VERSION, sharedVersionMismatch } from './sharedVersion';

/** An exposed module as the shell's server uses it: the component, its optional loader and form action. */
export interface ServerModule {
  Component: ComponentType<never>;
  loader?: ModuleLoader;
  action?: ModuleAction;
  manifest: Manifest;
  /** The remote's base URL (its manifest's folder), for its CSS files. */
  base: string;
}

const versionOf = (pkg: string) => (createRequire(__filename)(`${pkg}/package.json`) as { version: string }).version;
const singleton = (lib: unknown, version: string) => ({
  version,
  lib: () => lib,
  shareConfig: { singleton: true, requiredVersion: `^${version}` },
});

/** The containers in use, by the entry each remote is registered with (a redeploy replaces one). */
const containers = new Map<string, ServerBundle>();
/** Each remote's registered entry and container: another of either is registered again. */
const inUse = new Map<string, { entry: string; container: ServerBundle }>();

/** The runtime's entry loader answers with the integrity-checked container from the configured origin (bundles.ts). */
const verifiedContainers: ModuleFederationRuntimePlugin = {
  name: 'tiles-verified-server-containers',
  loadEntry: ({ remoteInfo }) => {
    const container = containers.get(remoteInfo.entry);
    if (!container) throw new Error(`no verified server container for ${remoteInfo.entry}`);
    return container as never;
  },
};

/** The shell's server as a federation host: the containers share its React and @tiles/shared, as the browser's do. */
const federation = createInstance({
  name: 'shell_server',
  remotes: [],
  shared: {
    react: singleton(React, versionOf('react')),
    'react/jsx-runtime': singleton(JsxRuntime, versionOf('react')),
    'react-dom': singleton(ReactDOM, versionOf('react-dom')),
    'react-dom/client': singleton(ReactDOMClient, versionOf('react-dom')),
    '@tiles/shared': singleton(Shared, PAGE_SHARED_VERSION),
  },
  plugins: [verifiedContainers],
});

const warned = new Set<string>();
/** Once per reason and process: every page would say it again. */
const warnOnce = (line: string) => void (warned.has(line) || (warned.add(line), console.warn(line)));

/**
 * The module `id` from its remote's current server container (a configured remote only), or null: the browser
 * renders it. A redeployed container is registered again, so the next load takes the new one.
 */
export async function loadServerModule(remotes: Record<string, string>, id: RemoteModuleId): Promise<ServerModule | null> {
  const name = id.split('/')[0];
  const manifestUrl = remotes[name];
  if (!manifestUrl) return null;
  const [container, manifest] = await Promise.all([serverBundleOf(manifestUrl), manifestOf(manifestUrl)]);
  if (!container || !manifest) return null;
  // The same container and manifest as the last page's: that page's module (loadRemote costs ~0.1 ms a call).
  const known = loaded.get(id);
  if (known?.container === container && known.manifest === manifest && known.manifestUrl === manifestUrl) return known.module;
  const module = await loadFrom(name, manifestUrl, container, manifest, id);
  if (module) loaded.set(id, { container, manifest, manifestUrl, module });
  return module;
}

/** Each module as last loaded, with what it was loaded from. */
const loaded = new Map<RemoteModuleId, { container: ServerBundle; manifest: Manifest; manifestUrl: string; module: ServerModule }>();

async function loadFrom(
  name: string,
  manifestUrl: string,
  container: ServerBundle,
  manifest: Manifest,
  id: RemoteModuleId,
): Promise<ServerModule | null> {
  const mismatch = sharedVersionMismatch(manifest);
  if (mismatch) {
    warnOnce(`[shell] ${name} renders in the browser only: ${mismatch}`);
    return null;
  }
  const entry = new URL('server/', manifestUrl).href;
  const current = inUse.get(name);
  if (current?.entry !== entry || current.container !== container) {
    inUse.set(name, { entry, container });
    containers.set(entry, container);
    federation.registerRemotes([{ name, entry }], { force: current !== undefined });
  }
  const exports = await federation.loadRemote<{ default?: unknown; loader?: unknown; action?: unknown }>(id);
  if (typeof exports?.default !== 'function') return null;
  return {
    Component: exports.default as ComponentType<never>,
    loader: typeof exports.loader === 'function' ? (exports.loader as ModuleLoader) : undefined,
    action: typeof exports.action === 'function' ? (exports.action as ModuleAction) : undefined,
    manifest,
    base: new URL('.', manifestUrl).href,
  };
}
