import { getRuntimeSettings, type CallbackButtonProps } from '@tiles/shared';
import { callbackButtonMessages } from './i18n/messages';
import { PhoneIcon } from './PhoneIcon';
import '../../ui/leads.css';

/** `tel:` wants digits (and a leading +) only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * "Request a callback" as the server renders it: the callback form needs the leads code, so until it is live
 * (and for a shopper without scripts) the button is a link that calls the store's help line, which is what the
 * callback would do. Same look and size as the live button, which then takes its place.
 */
export function CallbackLink({ variant = 'inline' }: Pick<CallbackButtonProps, 'variant'>) {
  const t = callbackButtonMessages.useT();
  const { phone } = getRuntimeSettings();
  return (
    <a href={telHref(phone)} className={`lead-callback-btn lead-callback-btn--${variant} lead-callback-btn--link`}>
      <PhoneIcon />
      <span>{t('requestCallback')}</span>
      <span className="lead-visually-hidden">{t('callNumber', { phone })}</span>
    </a>
  );
}
