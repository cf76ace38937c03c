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
/** Only when a guest came here from a heart (`?save=<sku>`): the wishlist's code stays out of every other visit. */
const SavedAfterSignIn = lazy(() =>
  import(/* webpackChunkName: "save-after-sign-in" */ '../wishlist/SavedAfterSignIn').then((m) => ({ default: m.SavedAfterSignIn })),
);
const AccountEditsSection = lazy(() =>
  import(/* webpackChunkName: "account-edits" */ '../account-edits/AccountEditsSection').then((m) => ({ default: m.AccountEditsSection })),
);

interface Props {
  customer: CustomerName;
  onCustomerChanged: (customer: CustomerName) => void;
  /** The page address's query: `save=<sku>` when a guest tapped a heart and came here to sign in. */
  search: string;
  /** The page's path: an order mail's link (`/sales/order/view/order_id/<id>/`) opens that order. */
  pathname: string;
}

export function SignedInSections({ customer, onCustomerChanged, search, pathname }: Props) {
  const t = accountMessages.useT();
  return (
    <Suspense fallback={<p aria-busy="true">{t('loadingSections')}</p>}>
      {new URLSearchParams(search).has('save') && <SavedAfterSignIn search={search} />}
      <AddressBookSection />
      <OrderHistorySection pathname={pathname} />
      <AccountEditsSection customer={customer} onCustomerChanged={onCustomerChanged} />
    </Suspense>
  );
}
