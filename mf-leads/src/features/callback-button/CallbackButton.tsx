import { getBus, type CallbackButtonProps } from '@tiles/shared';
import { callbackButtonMessages } from './i18n/messages';
import { PhoneIcon } from './PhoneIcon';
import '../../ui/leads.css';

/**
 * Asks for the callback dialog over the bus: the dialog lives in the PopupHost (mounted once per page),
 * so every button on the page — header or product page — opens the same single dialog.
 */
export function CallbackButton({ productName, sku, variant = 'inline' }: CallbackButtonProps) {
  const t = callbackButtonMessages.useT();
  const open = () => getBus().publish('leads:callback-requested', { source: `callback-button:${variant}`, productName, sku });
  return (
    <button type="button" className={`lead-callback-btn lead-callback-btn--${variant}`} aria-haspopup="dialog" onClick={open}>
      <PhoneIcon />
      <span>{t('requestCallback')}</span>
    </button>
  );
}
