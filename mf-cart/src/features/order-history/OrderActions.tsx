import type { FormEvent } from 'react';
import { ReasonSelect } from '../forms/ReasonSelect';
import { orderMessages } from './i18n/messages';

export interface OrderActionsProps {
  orderNumber: string;
  canCancel: boolean;
  reasons: string[];
  busy: 'cancel' | 'reorder' | null;
  message: { text: string; error: boolean } | null;
  onCancel: (reason: string) => void;
  onReorder: () => void;
}

/** "Order these tiles again" and, while nothing has shipped, cancelling with a reason from the store's list. */
export function OrderActions(p: OrderActionsProps) {
  const t = orderMessages.useT();
  const submitCancel = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    p.onCancel(String(new FormData(e.currentTarget).get('reason') ?? ''));
  };
  return (
    <div className="cart-order-actions">
      {p.message && (
        <p className={p.message.error ? 'cart-message cart-message--error' : 'cart-message'} role="alert">
          {p.message.text}
        </p>
      )}
      <button type="button" className="cart-button" onClick={p.onReorder} disabled={p.busy !== null} aria-busy={p.busy === 'reorder'}>
        {p.busy === 'reorder' ? t('adding') : t('orderAgain')}
      </button>
      {p.canCancel && (
        <form className="cart-order-cancel" onSubmit={submitCancel} aria-label={t('cancelTitle')}>
          <ReasonSelect label={t('reason')} placeholder={t('chooseReason')} reasons={p.reasons} />
          <button type="submit" className="cart-button cart-button--secondary" disabled={p.busy !== null} aria-busy={p.busy === 'cancel'}>
            {p.busy === 'cancel' ? t('cancelling') : t('confirmCancel')}
          </button>
        </form>
      )}
    </div>
  );
}
