import { REMOTES } from './ports.mjs';

/** Every workspace with a webpack build: the remotes, then the shell. */
export const FRONTENDS = [...Object.values(REMOTES), 'shell'];
