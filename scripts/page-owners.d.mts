/** Types for the unit tests that hold scripts/page-owners.mjs to the shell's routes. */
export function pageOwner(pathname: string): { remote: string; module: string };
