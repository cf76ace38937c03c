import type { StoreContext } from '../context';
import { inputError, magentoError } from '../errors';
import { createRateLimiter } from '../leads/rateLimit';
import { sendMail } from '../mail/outbox';
import { isValidEmail } from '../customer/accountInput';
import { customerById } from '../customer/repository';
import { currentCustomerId } from '../customer/session';
import { waitText } from '../customer/waitText';
import type { Lang } from '../seed/taxonomy';
import { newsletterSettingsFromEnv } from './settings';
import { setSubscription, STATUS, statusName, subscriberByEmail } from './subscribers';

const settings = newsletterSettingsFromEnv();
const attempts = createRateLimiter(settings.limit.max, settings.limit.windowMs);

/** Magento's "Newsletter subscription success" mail (sent because no confirmation is required by default). */
const SUCCESS: Record<Lang, { subject: string; text: string }> = {
  en: { subject: 'Newsletter subscription success', text: 'You have been successfully subscribed to our newsletter.\n' },
  hi: { subject: 'न्यूज़लेटर की सदस्यता सफल', text: 'आपने हमारे न्यूज़लेटर की सदस्यता सफलतापूर्वक ले ली है।\n' },
  ta: { subject: 'செய்திமடல் சந்தா வெற்றி', text: 'எங்கள் செய்திமடலுக்கு நீங்கள் வெற்றிகரமாகப் பதிவு செய்துள்ளீர்கள்.\n' },
};

/**
 * subscribeEmailToNewsletter as Magento 2.4.7 answers it: the address's format, then guests allowed, then not
 * already subscribed. No confirmation is required (Magento's default), so the answer is SUBSCRIBED and the success
 * mail goes out (once per address in the mail window, README "Mail"). Attempts are limited per client and, signed
 * in, per account.
 *
 * Where the store differs: Magento refuses a signed-in shopper another account's address ("Cannot create a
 * newsletter subscription."), which tells them the address has an account. Here any address that is not the
 * shopper's own is subscribed as a guest's would be, account or not, so the answer is the same for both.
 */
export function subscribeEmail(ctx: StoreContext, rawEmail: string | null | undefined): { status: string } {
  const email = rawEmail?.trim() ?? '';
  if (!email) throw inputError('You must specify an email address to subscribe to a newsletter.');
  if (!isValidEmail(email)) throw inputError('Enter a valid email address.');
  const customerId = currentCustomerId(ctx);
  const keys = [`client:${ctx.client}`, ...(customerId !== null ? [`account:${customerId}`] : [])];
  const wait = Math.max(...keys.map((key) => attempts.wait(key)));
  if (wait) throw inputError(`Too many subscription requests from your connection. Please wait ${waitText(wait)} and try again.`);
  for (const key of keys) attempts.hit(key);
  const own = customerId !== null && customerById(ctx.db, customerId)?.email.toLowerCase() === email.toLowerCase();
  if (customerId === null && !newsletterSettingsFromEnv().allowGuests)
    throw inputError('Guests can not subscribe to the newsletter. You must create an account to subscribe.');
  if (subscriberByEmail(ctx.db, email)?.status === STATUS.SUBSCRIBED)
    throw magentoError('This email address is already subscribed.', 'graphql-already-exists');
  setSubscription(ctx.db, email, STATUS.SUBSCRIBED, own ? customerId : null);
  sendMail({ to: email, kind: 'newsletter-welcome', ...SUCCESS[ctx.lang] });
  return { status: statusName(STATUS.SUBSCRIBED) };
}
