import { ConfigError } from '../configError';
import { rateSetting, type RateLimit } from '../leads/rateLimit';

export interface NewsletterSettings {
  /** Magento's newsletter/subscription/allow_guest_subscribe, on by default. */
  allowGuests: boolean;
  /** Subscription requests per client (each attempt with a well-formed address counts). */
  limit: RateLimit;
}

/** `TILES_NEWSLETTER_GUESTS=0|1` (default 1) and `TILES_NEWSLETTER_LIMIT=<count>/<seconds>` (default 10/3600). */
export function newsletterSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): NewsletterSettings {
  const guests = (env.TILES_NEWSLETTER_GUESTS ?? '').trim();
  if (!['', '0', '1'].includes(guests)) throw new ConfigError(`TILES_NEWSLETTER_GUESTS must be 0 or 1 (got "${guests}").`);
  return { allowGuests: guests !== '0', limit: rateSetting('TILES_NEWSLETTER_LIMIT', { max: 10, windowMs: 3_600_000 }, env) };
}
