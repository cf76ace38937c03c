/**
 * What a production remote gets for `@module-federation/webpack-bundler-runtime` (see create-webpack-config.cjs):
 * the shell's copy, offered by `provide-bundler-runtime.js`, with state of its own for this container.
 * Standalone dev harnesses bundle the real package instead, as no shell is there to offer it.
 */
const host = globalThis.__TILES_FEDERATION_BUNDLER_RUNTIME__;
const version = __TILES_BUNDLER_RUNTIME_VERSION__;
if (!host) {
  throw new Error(
    "This remote runs on the page's federation runtime, and no shell has provided one (load it through the shell, or build it with --env standalone).",
  );
}
if (host.version !== version) {
  throw new Error(
    `This remote was built with federation runtime ${version}, the shell provides ${host.version}; rebuild them with the same version.`,
  );
}

export default host.forContainer(typeof FEDERATION_BUILD_IDENTIFIER === 'string' ? FEDERATION_BUILD_IDENTIFIER : '');
