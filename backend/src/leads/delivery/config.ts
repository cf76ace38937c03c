import { ConfigError, intSetting } from '../../configError';

/** Where and how leads are delivered to the sales team's CRM (README "Lead delivery"). */
export interface LeadWebhook {
  url: URL;
  /** Signs each body (X-Tiles-Signature): the receiver knows the POST came from this store and was not altered. */
  secret: string;
  /** One attempt's budget: connecting, sending the lead and the receiver's answer. */
  timeoutMs: number;
  /** The first retry's delay; each further one doubles, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
}

export const MIN_SECRET_LENGTH = 16;
const HOUR_MS = 3_600_000;

function webhookUrl(raw: string): URL {
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    /* reported below */
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new ConfigError(`TILES_LEAD_WEBHOOK_URL must be an absolute http:// or https:// URL (got "${raw}").`);
  // Never echo credentials into a log line; fetch refuses URLs that carry them anyway.
  if (url.username || url.password)
    throw new ConfigError('TILES_LEAD_WEBHOOK_URL must not carry a user name or password: the receiver checks X-Tiles-Signature instead.');
  return url;
}

/** The webhook settings, or null when no webhook is configured; a wrong or half-given setting is a ConfigError. */
export function leadWebhookFromEnv(env: NodeJS.ProcessEnv = process.env): LeadWebhook | null {
  const rawUrl = env.TILES_LEAD_WEBHOOK_URL?.trim() ?? '';
  const secret = env.TILES_LEAD_WEBHOOK_SECRET ?? '';
  if (!rawUrl) {
    if (secret) throw new ConfigError('TILES_LEAD_WEBHOOK_SECRET is set but TILES_LEAD_WEBHOOK_URL is not: set both, or neither.');
    return null;
  }
  const url = webhookUrl(rawUrl);
  if (!secret)
    throw new ConfigError(
      `TILES_LEAD_WEBHOOK_SECRET must be set with TILES_LEAD_WEBHOOK_URL: it signs every delivery (at least ${MIN_SECRET_LENGTH} characters).`,
    );
  if (secret.length < MIN_SECRET_LENGTH)
    throw new ConfigError(`TILES_LEAD_WEBHOOK_SECRET must be at least ${MIN_SECRET_LENGTH} characters (got ${secret.length}).`);
  const timeoutMs = intSetting(env, 'TILES_LEAD_WEBHOOK_TIMEOUT_MS', 10_000);
  const retryBaseMs = intSetting(env, 'TILES_LEAD_WEBHOOK_RETRY_BASE_MS', 10_000);
  const retryMaxMs = intSetting(env, 'TILES_LEAD_WEBHOOK_RETRY_MAX_MS', HOUR_MS, retryBaseMs);
  if (retryMaxMs > HOUR_MS)
    throw new ConfigError(`TILES_LEAD_WEBHOOK_RETRY_MAX_MS must be at most ${HOUR_MS} (one hour; got ${retryMaxMs}).`);
  return { url, secret, timeoutMs, retryBaseMs, retryMaxMs };
}
