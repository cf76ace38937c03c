import { presentItems } from '@tiles/shared';
import { orderDay, type CustomerOrder } from './types';
import { orderMessages } from './i18n/messages';
import type en from './i18n/en.json';

const STEPS = ['pending', 'processing', 'shipped', 'delivered'] as const;
const LABEL: Record<string, keyof typeof en> = {
  pending: 'stepPending',
  processing: 'stepProcessing',
  shipped: 'stepShipped',
  delivered: 'stepDelivered',
  canceled: 'stepCanceled',
};

/**
 * Where the order is: placed → packed → shipped → delivered, each step with the day it happened (or "not yet"), or
 * where it was canceled; then each shipment's tracking link (the carrier's own page, in a new tab).
 */
export function OrderTimeline({ order }: { order: CustomerOrder }) {
  const t = orderMessages.useT();
  const history = presentItems(order.status_history);
  const canceled = order.status_code === 'canceled';
  const steps = canceled ? [...new Set([...history.map((h) => h.status), 'canceled'])] : STEPS;
  const when = (step: string) => history.find((h) => h.status === step)?.changed_at;
  const tracking = presentItems(order.shipments).flatMap((s) => presentItems(s.tracking));
  return (
    <div className="cart-order-progress">
      <h3 className="cart-visually-hidden">{t('progress')}</h3>
      <ol className="cart-order-steps" aria-label={t('progress')}>
        {steps.map((step) => {
          const at = when(step);
          const label = t(LABEL[step] ?? 'stepPending');
          return (
            <li
              key={step}
              className={at ? 'cart-order-step cart-order-step--done' : 'cart-order-step'}
              aria-current={step === order.status_code ? 'step' : undefined}
            >
              {at ? t('stepDone', { step: label, date: orderDay(at) }) : t('stepNext', { step: label })}
            </li>
          );
        })}
      </ol>
      {tracking.map((tr) =>
        tr.tracking_url ? (
          <p key={`${tr.title}-${tr.number}`} className="cart-order-track">
            <a href={tr.tracking_url} target="_blank" rel="noopener noreferrer">
              {t('track', { carrier: tr.title, number: tr.number ?? '' })}
              <span className="cart-visually-hidden"> ({t('opensCarrier')})</span>
            </a>
          </p>
        ) : null,
      )}
    </div>
  );
}
