import type { StoreContext } from '../context';
import { inputError } from '../errors';
import { createRateLimiter, rateSetting } from '../leads/rateLimit';
import { isValidEmail } from '../customer/accountInput';
import { waitText } from '../customer/waitText';
import { sendMail } from '../mail/outbox';
import { mailSettingsFromEnv } from '../mail/settings';
import { inline, quoted } from '../mail/shopperText';
import { hasControls, stripControls } from '../text/controls';

/** `TILES_CONTACT_LIMIT=<count>/<seconds>`: contact messages per client, default 10 an hour. */
export const contactLimitFromEnv = (env: NodeJS.ProcessEnv = process.env) =>
  rateSetting('TILES_CONTACT_LIMIT', { max: 10, windowMs: 3_600_000 }, env);

const limit = contactLimitFromEnv();
const perClient = createRateLimiter(limit.max, limit.windowMs);

/** Magento keeps no limit on these; a mail is no place for a book. Names follow the customer name's 255. */
export const MAX_COMMENT = 5000;
const MAX_NAME = 255;
const MAX_TELEPHONE = 30;

export interface ContactUsInput {
  email?: string | null;
  name?: string | null;
  telephone?: string | null;
  comment?: string | null;
}

const length = (s: string) => [...s].length;

/**
 * contactUs: Magento's checks and messages (e-mail, then name, then comment, each trimmed), this store's length
 * limits, then the message is mailed to the store's address with the shopper in Reply-To (Magento's "Contact Form"
 * mail). Messages are limited per client; a refused one is not mailed.
 */
export function contactUs(ctx: StoreContext, raw: ContactUsInput): { status: true } {
  const input = {
    email: raw.email?.trim() ?? '',
    name: raw.name?.trim() ?? '',
    telephone: raw.telephone?.trim() ?? '',
    // A message may hold several lines; controls (ESC, NUL, bidi overrides) are no part of any and are dropped.
    comment: stripControls(raw.comment ?? '', true).trim(),
  };
  if (!isValidEmail(input.email)) throw inputError('The email address is invalid. Verify the email address and try again.');
  if (input.name === '') throw inputError('Name field is required.');
  if (input.comment === '') throw inputError('Comment field is required.');
  if (hasControls(input.name)) throw inputError('"Name" must be one line of text, without control characters.');
  if (hasControls(input.telephone)) throw inputError('"Phone Number" must be one line of text, without control characters.');
  if (length(input.name) > MAX_NAME) throw inputError(`"Name" length must be equal or less than ${MAX_NAME} characters.`);
  if (length(input.telephone) > MAX_TELEPHONE)
    throw inputError(`"Phone Number" length must be equal or less than ${MAX_TELEPHONE} characters.`);
  if (length(input.comment) > MAX_COMMENT) throw inputError(`"Comment" length must be equal or less than 5,000 characters.`);
  const wait = perClient.hit(ctx.client);
  if (wait) throw inputError(`Too many messages from your connection. Please wait ${waitText(wait)} and try again.`);
  const settings = mailSettingsFromEnv();
  sendMail(
    {
      to: settings.storeEmail,
      kind: 'contact-message',
      replyTo: { name: input.name, address: input.email },
      subject: 'Contact Form',
      // The shopper's message is quoted line by line: none of its lines can pass for the form's own fields.
      text: `Name: ${inline(input.name)}\nEmail: ${input.email}\nPhone Number: ${inline(input.telephone)}\n\nComment:\n${quoted(input.comment)}\n`,
    },
    settings,
  );
  return { status: true };
}
