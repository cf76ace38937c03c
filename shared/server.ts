// `@tiles/shared/server`: what a remote's server render needs. Kept out of the main entry so the browser's
// shared singleton never carries react-dom/server.
export * from './src/server/serverRender';
