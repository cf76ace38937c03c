import { getBus, type CallbackButtonProps } from '@tiles/shared';
import { callbackButtonMessages } from './i18n/messages';
import '../popups/leads.css';

/**
 * Asks for the callback dialog over the bus: the dialog lives in the PopupHost (mounted once per page),
 * so every button on the page — header or product page — opens the same single dialog.
 */
export function CallbackButton({ productName, sku, variant = 'inline' }: CallbackButtonProps) {
  const t = callbackButtonMessages.useT();
  const open = () => getBus().publish('leads:callback-requested', { source: `callback-button:${variant}`, productName, sku });
  return (
    <button type="button" className={`lead-callback-btn lead-callback-btn--${variant}`} aria-haspopup="dialog" onClick={open}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16"><path fill="currentColor" d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" /></svg>
      <span>{t('requestCallback')}</span>
    </button>
  );
}
