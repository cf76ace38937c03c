import type { ReactNode } from 'react';
import type { Errors } from '../forms/validation';
import { OrderDetail } from '../order-history/OrderDetail';
import { orderDay, type CustomerOrder } from '../order-history/types';
import { useStatusLabel } from '../order-history/useStatusLabel';
import { GuestOrderForm } from './GuestOrderForm';
import { guestOrderMessages } from './i18n/messages';
import type { GuestOrderField } from './useGuestOrder';
import '../cart-identity/base.css';
import './guestOrder.css';

export interface GuestOrderViewProps {
  errors: Errors<GuestOrderField>;
  busy: boolean;
  order: CustomerOrder | null;
  formError: string | null;
  onSubmit: (values: Record<GuestOrderField, string>) => void;
  /** What the shopper had typed (the server's answer to the form posted without scripts). */
  initialValues?: Record<GuestOrderField, string>;
  /** Cancelling the order shown, where it can be (an order mail's link). */
  cancel?: ReactNode;
}

/** Magento's "Orders and Returns" page: the look-up form, then the order found (the account's order view). */
export function GuestOrderView(p: GuestOrderViewProps) {
  const t = guestOrderMessages.useT();
  const statusOf = useStatusLabel();
  return (
    <div className="cart-page cart-guest-order" data-boundary="mf-cart">
      <h1>{t('title')}</h1>
      <p className="cart-hint cart-account-lead">{t('lead')}</p>
      <GuestOrderForm errors={p.errors} busy={p.busy} formError={p.formError} onSubmit={p.onSubmit} initialValues={p.initialValues} />
      {p.order && (
        <section className="cart-card cart-orders" aria-labelledby="cart-guest-found-title">
          <h2 id="cart-guest-found-title">{t('order', { number: p.order.number })}</h2>
          <p className="cart-guest-facts">
            <span>{t('placed', { date: orderDay(p.order.order_date) })}</span>
            <span>{t('status', { status: statusOf(p.order) })}</span>
          </p>
          <OrderDetail order={p.order} />
          {p.cancel}
        </section>
      )}
    </div>
  );
}
