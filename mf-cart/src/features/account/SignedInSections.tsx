import { lazy, Suspense } from 'react';
import { accountMessages } from './i18n/messages';

/**
 * The address book and order history are chunks of their own: a guest on /account (sign in or create an account)
 * never needs their code, and a signed-in customer's sections load their data after the page anyway.
 */
const AddressBookSection = lazy(() =>
  import(/* webpackChunkName: "address-book" */ '../address-book/AddressBookSection').then((m) => ({ default: m.AddressBookSection })),
);
const OrderHistorySection = lazy(() =>
  import(/* webpackChunkName: "order-history" */ '../order-history/OrderHistorySection').then((m) => ({ default: m.OrderHistorySection })),
);

export function SignedInSections() {
  const t = accountMessages.useT();
  return (
    <Suspense fallback={<p aria-busy="true">{t('loadingSections')}</p>}>
      <AddressBookSection />
      <OrderHistorySection />
    </Suspense>
  );
}
