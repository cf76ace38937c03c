// `@tiles/shared/dev`: the standalone harness each remote's team runs alone. Kept out of the main entry so the
// shared singleton that shoppers download carries no developer tools.
export * from './src/dev/DevHarness';
export * from './src/dev/BusPanel';
