/**
 * A setting the backend cannot start with. server.ts exits with CONFIG_EXIT_CODE for it, and the supervisor
 * (scripts/supervise.mjs) does not restart on that code: a restart cannot fix a wrong setting, only the operator can.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** EX_CONFIG from sysexits.h; scripts/supervise.mjs has the same number (a test checks they agree). */
export const CONFIG_EXIT_CODE = 78;

/** A whole number from `min` up, from the environment, or `fallback` when unset; anything else is a ConfigError. */
export function intSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new ConfigError(`${name} must be a whole number of at least ${min} (got "${raw}").`);
  return n;
}
