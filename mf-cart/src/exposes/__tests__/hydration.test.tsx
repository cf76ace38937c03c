/** @jest-environment node */
// The working agreement: a jsdom page for the browser's half, the real backend behind it (test-only import).
import { visit, withBackendPage } from '../../../../backend/src/testing/browserPage';
import { getRuntimeSettings, MemoryRouter, type AddToCartProps } from '@tiles/shared';
import { hydrateServerHtml } from '@tiles/shared/src/testing/hydrate';
import AddToCart from '../../exposes/AddToCart';
import MiniCart from '../../exposes/MiniCart';
import { moduleServer } from '@tiles/shared/src/testing/serverRequest';
import * as AddToCartModule from '../AddToCart';
import * as MiniCartModule from '../MiniCart';
import * as AccountPageModule from '../AccountPage';
import * as CartPageModule from '../CartPage';
import { writeToken } from '../../features/cart-identity/tokenStore';
import { forgetWishlist, loadWishlist } from '../../features/wishlist/wishlistStore';

/** This remote's modules as the shell's server loads, runs and renders them. */
const { render } = moduleServer({
  'mf_cart/AddToCart': [AddToCartModule],
  'mf_cart/MiniCart': [MiniCartModule],
  'mf_cart/AccountPage': [AccountPageModule],
  'mf_cart/CartPage': [CartPageModule],
});

const backend = withBackendPage('/tiles/wooden-tiles');
jest.setTimeout(60000);

/**
 * The browser hydrates the cart team's server HTML in place: the first render of its live modules must be that HTML,
 * attributes included (React's development build reports every difference; production leaves them unpatched). The
 * mini cart draws the server's link for the hydration and its button right after.
 */
describe('the cart team’s server HTML, hydrated by its browser code', () => {
  const cards: AddToCartProps[] = [
    { sku: 'WD-1', name: 'Walnut', sqftPerBox: 10 },
    { sku: 'WD-2', name: 'Oak "<b>&', sqftPerBox: 12, boxes: 9, withQuantity: true },
  ];

  it.each(cards)('"Add to cart" for $sku, without one hydration warning', async (props) => {
    visit('/tiles/wooden-tiles');
    const result = await render('mf_cart/AddToCart', { url: window.location.href, settings: getRuntimeSettings(), instances: [props] });
    const { warnings, container, unmount } = await hydrateServerHtml(
      result!.parts![0],
      <MemoryRouter initialEntries={[location.pathname + location.search]}>
        <AddToCart {...props} />
      </MemoryRouter>,
    );
    expect(warnings).toEqual([]);
    expect(container.querySelector('button')).not.toBeNull();
    unmount();
  });

  it('a signed-in customer’s saved tile: the heart hydrates unpressed, as the server drew it, then shows it saved', async () => {
    const email = `hydrate-${Date.now()}@example.com`;
    const created = await backend().graphql<{ generateCustomerToken: { token: string } }>(
      `mutation ($e: String!) {
        createCustomerV2(input: { firstname: "Asha", lastname: "Rao", email: $e, password: "Tiles@2024!" }) { customer { email } }
        generateCustomerToken(email: $e, password: "Tiles@2024!") { token }
      }`,
      { e: email },
    );
    const token = created.data!.generateCustomerToken.token;
    await backend().graphql(
      'mutation { addProductsToWishlist(wishlistId: "0", wishlistItems: [{ sku: "TL-1001", quantity: 1 }]) { user_errors { message } } }',
      {},
      { Authorization: `Bearer ${token}` },
    );
    const props: AddToCartProps = { sku: 'TL-1001', name: 'Quartz', sqftPerBox: 15.5 };
    const result = await render('mf_cart/AddToCart', { url: window.location.href, settings: getRuntimeSettings(), instances: [props] });
    // The browser already knows the list (another card loaded it) before this card hydrates: the worst case.
    forgetWishlist();
    writeToken(token);
    expect((await loadWishlist()).items.has('TL-1001')).toBe(true);
    const { warnings, container, unmount } = await hydrateServerHtml(
      result!.parts![0],
      <MemoryRouter initialEntries={[location.pathname + location.search]}>
        <AddToCart {...props} />
      </MemoryRouter>,
    );
    expect(warnings).toEqual([]);
    const heart = () => container.querySelector('button[aria-pressed]');
    expect(heart()?.getAttribute('aria-label')).toBe('Saved Quartz to your wishlist');
    expect(heart()?.getAttribute('aria-pressed')).toBe('true');
    unmount();
  });

  it('the cart link, without one hydration warning, then the same link opening the mini cart’s panel', async () => {
    const result = await render('mf_cart/MiniCart', { url: window.location.href, settings: getRuntimeSettings() });
    const { warnings, container, unmount } = await hydrateServerHtml(result!.html, <MiniCart />);
    expect(warnings).toEqual([]);
    // Hydrated, the browser knows its cart: the same link now says it opens the panel.
    expect(container.querySelector('a.cart-mini-button[aria-expanded="false"]')).not.toBeNull();
    unmount();
  });
});
