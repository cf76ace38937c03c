import { checkoutMessages } from './i18n/messages';
import { PATHS } from '@tiles/shared';
import { AddressStep } from './AddressStep';
import { CheckoutSummary } from './CheckoutSummary';
import { DetailsStep } from './DetailsStep';
import type { useCheckout } from './useCheckout';
import '../cart-identity/base.css';
import '../account/account.css';
import './checkout.css';

export type CheckoutViewProps = Omit<ReturnType<typeof useCheckout>, never>;

export function CheckoutView(p: CheckoutViewProps) {
  const t = checkoutMessages.useT();
  return (
    <div className="cart-page" data-boundary="mf-cart">
      <h1>{t('title')}</h1>
      {p.formError && (
        <p className="cart-message cart-message--error" role="alert">
          {p.formError}
        </p>
      )}
      {p.loading ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : !p.cart || p.items.length === 0 ? (
        <div className="cart-card cart-empty">
          <p>{t('empty')}</p>
          <a href={PATHS.tiles} className="cart-btn">
            {t('browse')}
          </a>
        </div>
      ) : (
        <div className="cart-checkout">
          <div className="cart-checkout-main">
            {p.step === 'address' ? (
              <AddressStep
                isGuest={p.isGuest}
                email={p.email}
                emailError={p.errors.email}
                shipping={p.shipping}
                errors={p.errors.shipping}
                regions={p.regions}
                busy={p.busy}
                savedAddresses={p.savedAddresses}
                savedId={p.savedId}
                onSavedAddress={p.handleSavedAddress}
                onEmail={p.handleEmail}
                onShipping={p.handleShipping}
                onSubmit={p.handleAddressSubmit}
              />
            ) : (
              <DetailsStep
                shipping={p.shipping}
                methods={p.methods}
                shippingMethod={p.shippingMethod}
                payments={p.payments}
                payment={p.payment}
                billingSame={p.billingSame}
                billing={p.billing}
                regions={p.regions}
                errors={p.errors.details}
                billingErrors={p.errors.billing}
                busy={p.busy}
                onShippingMethod={p.handleShippingMethod}
                onPayment={p.handlePayment}
                onBillingSame={p.handleBillingSame}
                onBilling={p.handleBilling}
                onEdit={p.handleEditAddress}
                onSubmit={p.handlePlaceOrder}
              />
            )}
          </div>
          <CheckoutSummary cart={p.cart} items={p.items} />
        </div>
      )}
    </div>
  );
}
