import { intSetting } from '../configError';
import { createRateLimiter } from '../leads/rateLimit';

export interface PasswordResetSettings {
  /** Magento's customer/password/reset_link_expiration_period: 2 hours. */
  linkHours: number;
  /** Magento's min_time_between_password_reset_requests: 10 minutes per e-mail or client (0: off). */
  intervalMinutes: number;
  /** Magento's max_number_password_reset_requests: 5 an hour per e-mail or client (0: off). */
  maxPerHour: number;
}

/** `TILES_PASSWORD_RESET_LINK_HOURS`, `TILES_PASSWORD_RESET_INTERVAL_MINUTES`, `TILES_PASSWORD_RESET_MAX_PER_HOUR`. */
export function passwordResetSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): PasswordResetSettings {
  return {
    linkHours: intSetting(env, 'TILES_PASSWORD_RESET_LINK_HOURS', 2, 1),
    intervalMinutes: intSetting(env, 'TILES_PASSWORD_RESET_INTERVAL_MINUTES', 10, 0),
    maxPerHour: intSetting(env, 'TILES_PASSWORD_RESET_MAX_PER_HOUR', 5, 0),
  };
}

/**
 * Magento's password reset protection "by IP and e-mail": a request is refused while its e-mail or its client made
 * one within the interval, or made the hourly number. Unknown e-mails count like known ones, so the answers never
 * tell which accounts exist. Answers which limit a request is over, recording nothing; `record` counts one.
 */
export function createPasswordResetThrottle(settings = passwordResetSettingsFromEnv()) {
  const frequency = settings.intervalMinutes ? createRateLimiter(1, settings.intervalMinutes * 60_000) : null;
  const quantity = settings.maxPerHour ? createRateLimiter(settings.maxPerHour, 3_600_000) : null;
  const keys = (email: string, client: string) => [`email:${email.trim().toLowerCase()}`, `client:${client}`];
  return {
    over(email: string, client: string): 'frequency' | 'quantity' | null {
      if (frequency && keys(email, client).some((k) => frequency.wait(k))) return 'frequency';
      if (quantity && keys(email, client).some((k) => quantity.wait(k))) return 'quantity';
      return null;
    },
    record(email: string, client: string): void {
      for (const key of keys(email, client)) {
        frequency?.hit(key);
        quantity?.hit(key);
      }
    },
  };
}
