import { signOverride, OVERRIDE_COOKIE } from '../../shell/server/remoteOverride';
import { SHELL_URL } from './ports';

export { CANDIDATE } from './ports';

/**
 * The secret the store under test checks testers' overrides with: E2E_OVERRIDE_SECRET (a store elsewhere: the one its
 * shell was configured with), else the one playwright.config.ts gives the store it starts.
 */
export const OVERRIDE_SECRET = process.env.E2E_OVERRIDE_SECRET || 'e2e-override-secret-of-this-machine';

/** A signed override cookie for the store under test, valid for the next 30 minutes (the shell allows an hour at most). */
export function overrideCookie(remote: string, manifest: string, secret = OVERRIDE_SECRET, seconds = 1800) {
  const value = signOverride(secret, remote, manifest, Math.floor(Date.now() / 1000) + seconds);
  return { name: OVERRIDE_COOKIE, value, url: SHELL_URL };
}
