import { createRequire } from 'node:module';

// One source for ports: shared/build/ports.cjs (ports.json with TILES_PORT_<NAME> overrides), shared with webpack.
export const ports: Record<string, number> = createRequire(__filename)('../../shared/build/ports.cjs').ports;
