// `@tiles/shared/server`: what the shell's server needs around its render. Kept out of the main entry so the browser's
// shared singleton never carries Node's modules.
export * from './src/server/requestScope';
