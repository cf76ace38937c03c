import { AccountView } from './AccountView';
import type { SignedInFirstViewState } from './signInState';
import { OrderHistory } from '../order-history/OrderHistory';

const NO_CANCELLING = { enabled: false, reasons: [] };
const nothing = () => undefined;

/**
 * /account as the server drew it from the token the sign-in form's answer handed over: the greeting and the orders
 * (without scripts, the page the shopper has). The page's code replaces it with the live account once it runs.
 */
export function SignedInFirstView({ served }: { served: SignedInFirstViewState }) {
  return (
    <AccountView
      signedIn
      customer={served.customer}
      checking={false}
      busy={null}
      signInErrors={{}}
      createErrors={{}}
      formError={null}
      onSignIn={nothing}
      onCreate={nothing}
      onSignOut={nothing}
    >
      <OrderHistory
        orders={served.orders}
        cancellation={NO_CANCELLING}
        loading={false}
        error={served.ordersError}
        onOrderChanged={nothing}
      />
    </AccountView>
  );
}
