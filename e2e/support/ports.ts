import { createRequire } from 'node:module';

const require = createRequire(__filename);
/** The same ports the servers use (shared/src/config/ports.json with TILES_PORT_* overrides). */
export const ports: Record<'shell' | 'mf-header' | 'mf-cart' | 'mf-leads' | 'mf-search' | 'mf-catalog' | 'backend', number> =
  require('../../shared/build/ports.cjs').ports;

export const SHELL_URL = `http://localhost:${ports.shell}`;
export const BACKEND_URL = `http://localhost:${ports.backend}`;
export const GRAPHQL_URL = `${BACKEND_URL}/graphql`;
export const remoteOrigin = (remote: keyof typeof ports) => `http://localhost:${ports[remote]}`;
