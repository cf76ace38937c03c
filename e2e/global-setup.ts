import { REMOTE_STORE } from './support/ports';

/**
 * Against a store started elsewhere: it must answer, and its remotes' origins (its remotes.json) are where the tests
 * find the remotes' code. Environment set here reaches every test worker.
 */
export default async function globalSetup(): Promise<void> {
  if (!REMOTE_STORE) return;
  const res = await fetch(`${REMOTE_STORE}/remotes.json`).catch((err: Error) => {
    throw new Error(`E2E_BASE_URL=${REMOTE_STORE}: no store answers there (${err.message})`);
  });
  if (!res.ok) throw new Error(`E2E_BASE_URL=${REMOTE_STORE}: /remotes.json answered ${res.status}`);
  const { remotes } = (await res.json()) as { remotes: Record<string, string> };
  const origins = Object.fromEntries(Object.entries(remotes).map(([name, url]) => [name.replace('_', '-'), new URL(url).origin]));
  process.env.E2E_REMOTE_ORIGINS = JSON.stringify(origins);
}
