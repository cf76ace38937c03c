/** @jest-environment node */
// The working agreement: logic hooks are tested against the real backend over HTTP (test-only imports).
import { withBackendPage } from '../../../../../backend/src/testing/browserPage';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { getBus, localSettings, MemoryRouter, PATHS, PORTS, setRuntimeSettings, useLocation } from '@tiles/shared';
import { addProduct } from '../../add-to-cart/addProduct';
import { readCartId, writeToken } from '../../cart-identity/tokenStore';
import { useCheckout } from '../useCheckout';

const backend = withBackendPage(PATHS.checkout);
jest.setTimeout(60_000);

const router = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[PATHS.checkout]}>{children}</MemoryRouter>;

/** The checkout page's logic, and where the page is (it navigates to the success page after an order). */
async function openCheckout() {
  const view = renderHook(() => ({ checkout: useCheckout(), location: useLocation() }), { wrapper: router });
  await waitFor(() => expect(view.result.current.checkout.loading).toBe(false));
  return view;
}

const PUNE = {
  firstname: 'Asha',
  lastname: 'Patel',
  street: '12 MG Road',
  street2: '',
  city: 'Pune',
  postcode: '411005',
  telephone: '98765 43210',
};

async function signedInCustomerWithAddress(): Promise<string> {
  const email = `checkout-${Date.now()}@example.com`;
  await backend().graphql(
    `mutation { createCustomerV2(input: { firstname: "Asha", lastname: "Patel", email: "${email}", password: "Tiles@2024!" }) { customer { email } } }`,
  );
  const res = await backend().graphql<{ generateCustomerToken: { token: string } }>(
    `mutation { generateCustomerToken(email: "${email}", password: "Tiles@2024!") { token } }`,
  );
  const token = res.data!.generateCustomerToken.token;
  const { street2: _, ...address } = PUNE;
  const saved = await backend().graphql(
    `mutation ($a: CustomerAddressInput!) { createCustomerAddress(input: $a) { id } }`,
    {
      a: {
        ...address,
        street: [PUNE.street],
        telephone: '9876543210',
        region: { region_id: 582 },
        country_code: 'IN',
        default_shipping: true,
        default_billing: true,
      },
    },
    { Authorization: `Bearer ${token}` },
  );
  expect(saved.errors).toBeUndefined();
  return token;
}

describe('checkout (useCheckout) against the real store', () => {
  it('an empty cart has nothing to check out and no error', async () => {
    const { result } = await openCheckout();
    expect(result.current.checkout.items).toEqual([]);
    expect(result.current.checkout.formError).toBeNull();
    expect(result.current.checkout.isGuest).toBe(true);
  });

  it('a guest: missing details are named and keep the address step, then address, method, payment and order', async () => {
    await addProduct('TL-1001', 2);
    const { result } = await openCheckout();
    expect(result.current.checkout.items.map((i) => i.product.sku)).toEqual(['TL-1001']);
    const maharashtra = result.current.checkout.regions.find((r) => r.name === 'Maharashtra')!;
    expect(maharashtra).toBeDefined();

    await act(() => result.current.checkout.handleAddressSubmit());
    expect(result.current.checkout.step).toBe('address');
    expect(result.current.checkout.errors.email).toBeTruthy();
    expect(result.current.checkout.errors.shipping).toMatchObject({
      city: expect.any(String),
      regionId: 'Choose a state.',
      postcode: 'Enter a 6-digit pincode.',
      telephone: 'Enter a 10-digit mobile number.',
    });

    act(() => {
      result.current.checkout.handleEmail('asha@example.com');
      result.current.checkout.handleShipping({ ...PUNE, regionId: String(maharashtra.id) });
    });
    await act(() => result.current.checkout.handleAddressSubmit());
    expect(result.current.checkout.formError).toBeNull();
    expect(result.current.checkout.step).toBe('details');
    expect(result.current.checkout.methods.length).toBeGreaterThan(0);
    expect(result.current.checkout.shippingMethod).not.toBe('');

    await act(() => result.current.checkout.handlePlaceOrder());
    expect(result.current.checkout.errors.details).toEqual({ shippingMethod: undefined, payment: 'Choose a payment method.' });
    expect(result.current.location.pathname).toBe(PATHS.checkout);

    act(() => result.current.checkout.handlePayment('cashondelivery'));
    await act(() => result.current.checkout.handlePlaceOrder());
    expect(result.current.checkout.formError).toBeNull();
    expect(result.current.location.pathname).toBe(PATHS.orderSuccess);
    expect(result.current.location.state).toEqual({ orderNumber: expect.stringMatching(/\d/) });
    expect(readCartId()).toBeNull();
    expect(getBus().last('cart:changed')).toMatchObject({ itemCount: 0, reason: 'ordered' });
  });

  it('a separate billing address is checked before the order is placed', async () => {
    await addProduct('TL-1001', 1);
    const { result } = await openCheckout();
    const region = result.current.checkout.regions.find((r) => r.name === 'Maharashtra')!;
    act(() => {
      result.current.checkout.handleEmail('asha@example.com');
      result.current.checkout.handleShipping({ ...PUNE, regionId: String(region.id) });
    });
    await act(() => result.current.checkout.handleAddressSubmit());
    act(() => {
      result.current.checkout.handlePayment('banktransfer');
      result.current.checkout.handleBillingSame(false);
    });
    await act(() => result.current.checkout.handlePlaceOrder());
    expect(result.current.checkout.errors.billing).toMatchObject({ postcode: 'Enter a 6-digit pincode.' });
    expect(result.current.location.pathname).toBe(PATHS.checkout);
  });

  it('a signed-in customer starts from the default saved address and ships there', async () => {
    writeToken(await signedInCustomerWithAddress());
    await addProduct('TL-1016', 1);
    const { result } = await openCheckout();
    expect(result.current.checkout.isGuest).toBe(false);
    await waitFor(() => expect(result.current.checkout.savedAddresses).toHaveLength(1));
    expect(result.current.checkout.savedId).toBe(result.current.checkout.savedAddresses[0].id);
    expect(result.current.checkout.shipping).toMatchObject({ city: 'Pune', postcode: '411005' });
    await act(() => result.current.checkout.handleAddressSubmit());
    expect(result.current.checkout.errors.email).toBeUndefined();
    expect(result.current.checkout.step).toBe('details');
    expect(result.current.checkout.cart!.shipping_addresses[0]).toMatchObject({ city: 'Pune', postcode: '411005' });
  });

  it('a store that cannot be reached says so instead of showing an empty checkout', async () => {
    await addProduct('TL-1001', 1);
    setRuntimeSettings({ ...localSettings(PORTS), graphqlUrl: 'http://127.0.0.1:9/graphql' });
    const { result } = await openCheckout();
    expect(result.current.checkout.formError).toMatch(/could not reach the store/i);
  });
});
