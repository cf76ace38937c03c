import { createRequire } from 'node:module';

// One source for ports: shared/build/ports.cjs (ports.json with TILES_PORT_<NAME> overrides), shared with webpack.
const load = createRequire(__filename);
export const ports: Record<string, number> = load('../../shared/build/ports.cjs').ports;
