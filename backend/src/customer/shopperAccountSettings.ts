import { contactLimitFromEnv } from '../contact/contactUs';
import { guestOrderLimitFromEnv } from '../checkout/guestOrder';
import { mailSettingsFromEnv, recipientLimitFromEnv } from '../mail/settings';
import { newsletterSettingsFromEnv } from '../newsletter/settings';
import { passwordResetSettingsFromEnv } from './passwordResetSettings';

/** Checks every setting of the shopper's account features at start (mail, reset links, limits); throws ConfigError. */
export function shopperAccountSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): void {
  mailSettingsFromEnv(env);
  recipientLimitFromEnv(env);
  passwordResetSettingsFromEnv(env);
  newsletterSettingsFromEnv(env);
  contactLimitFromEnv(env);
  guestOrderLimitFromEnv(env);
}
