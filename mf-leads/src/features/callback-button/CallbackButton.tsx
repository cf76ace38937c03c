import type { MouseEvent } from 'react';
import { getBus, getRuntimeSettings, type CallbackButtonProps } from '@tiles/shared';
import { callbackButtonMessages } from './i18n/messages';
import { PhoneIcon } from './PhoneIcon';
import '../../ui/leads.css';

/** `tel:` wants digits (and a leading +) only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * "Request a callback": a link that calls the store's help line, which is what the callback would do, and works
 * before any script and without one (the server renders this same link). Live, its click asks instead for the
 * callback dialog over the bus: the dialog lives in the PopupHost (mounted once per page), so every button on the
 * page — header or product page — opens the same single dialog.
 */
export function CallbackButton({ productName, sku, variant = 'inline' }: CallbackButtonProps) {
  const t = callbackButtonMessages.useT();
  const { phone } = getRuntimeSettings();
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    getBus().publish('leads:callback-requested', { source: `callback-button:${variant}`, productName, sku });
  };
  return (
    <a href={telHref(phone)} className={`lead-callback-btn lead-callback-btn--${variant} lead-callback-btn--link`} onClick={open}>
      <PhoneIcon />
      <span>{t('requestCallback')}</span>
      <span className="lead-visually-hidden">{t('callNumber', { phone })}</span>
    </a>
  );
}
