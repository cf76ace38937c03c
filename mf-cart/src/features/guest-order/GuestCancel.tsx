import { useId, type FormEvent } from 'react';
import { ReasonSelect } from '../forms/ReasonSelect';
import type { GuestCancelStep } from './useGuestCancel';
import { guestOrderMessages } from './i18n/messages';

export interface GuestCancelProps {
  orderNumber: string;
  step: GuestCancelStep;
  reasons: string[];
  busy: boolean;
  error: string | null;
  onRequest: (reason: string) => void;
  onConfirm: () => void;
}

/** A guest's cancellation: ask with a reason, then (from the mailed link) confirm with one button. */
export function GuestCancel(p: GuestCancelProps) {
  const t = guestOrderMessages.useT();
  const titleId = useId();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    p.onRequest(String(new FormData(e.currentTarget).get('reason') ?? ''));
  };
  const error = p.error && (
    <p className="cart-message cart-message--error" role="alert">
      {p.error}
    </p>
  );
  if (p.step === 'done')
    return (
      <p className="cart-message" role="status">
        {t('cancelled', { number: p.orderNumber })}
      </p>
    );
  if (p.step === 'requested')
    return (
      <p className="cart-message" role="status">
        {t('requested')}
      </p>
    );
  if (p.step === 'confirm')
    return (
      <section className="cart-guest-cancel" aria-labelledby={titleId}>
        <h3 id={titleId}>{t('confirmTitle')}</h3>
        {error}
        <p>{t('confirmLead', { number: p.orderNumber })}</p>
        <button type="button" className="cart-button" onClick={p.onConfirm} disabled={p.busy} aria-busy={p.busy}>
          {p.busy ? t('confirming') : t('confirmCancel')}
        </button>
      </section>
    );
  return (
    <form className="cart-guest-cancel" onSubmit={submit} aria-label={t('cancelTitle')}>
      <h3>{t('cancelTitle')}</h3>
      {error}
      <ReasonSelect label={t('reason')} placeholder={t('chooseReason')} reasons={p.reasons} />
      <button type="submit" className="cart-button cart-button--secondary" disabled={p.busy} aria-busy={p.busy}>
        {p.busy ? t('requesting') : t('requestCancel')}
      </button>
    </form>
  );
}
