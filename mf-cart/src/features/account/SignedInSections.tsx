import { lazy, Suspense } from 'react';
import type { CustomerName } from '../cart-identity/customerSession';
import { accountMessages } from './i18n/messages';

/**
 * The address book, order history and account details are chunks of their own: a guest on /account (sign in or
 * create an account) never needs their code, and a signed-in customer's sections load their data after the page anyway.
 */
const AddressBookSection = lazy(() =>
  import(/* webpackChunkName: "address-book" */ '../address-book/AddressBookSection').then((m) => ({ default: m.AddressBookSection })),
);
const OrderHistorySection = lazy(() =>
  import(/* webpackChunkName: "order-history" */ '../order-history/OrderHistorySection').then((m) => ({ default: m.OrderHistorySection })),
);
const AccountEditsSection = lazy(() =>
  import(/* webpackChunkName: "account-edits" */ '../account-edits/AccountEditsSection').then((m) => ({ default: m.AccountEditsSection })),
);

interface Props {
  customer: CustomerName;
  onCustomerChanged: (customer: CustomerName) => void;
}

export function SignedInSections({ customer, onCustomerChanged }: Props) {
  const t = accountMessages.useT();
  return (
    <Suspense fallback={<p aria-busy="true">{t('loadingSections')}</p>}>
      <AddressBookSection />
      <OrderHistorySection />
      <AccountEditsSection customer={customer} onCustomerChanged={onCustomerChanged} />
    </Suspense>
  );
}
