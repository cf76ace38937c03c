/** @jest-environment node */
// The working agreement: a jsdom page for the browser's half, the real backend behind it (test-only import).
import { visit, withBackendPage } from '../../../../backend/src/testing/browserPage';
import { getRuntimeSettings, type AddToCartProps } from '@tiles/shared';
import { hydrateServerHtml } from '@tiles/shared/src/testing/hydrate';
import AddToCart from '../../exposes/AddToCart';
import MiniCart from '../../exposes/MiniCart';
import { render } from '../render';

withBackendPage('/tiles/wooden-tiles');
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
    const { warnings, container, unmount } = await hydrateServerHtml(result!.parts![0], <AddToCart {...props} />);
    expect(warnings).toEqual([]);
    expect(container.querySelector('button')).not.toBeNull();
    unmount();
  });

  it('the cart button, without one hydration warning, then the mini cart’s own button', async () => {
    const result = await render('mf_cart/MiniCart', { url: window.location.href, settings: getRuntimeSettings() });
    const { warnings, container, unmount } = await hydrateServerHtml(result!.html, <MiniCart />);
    expect(warnings).toEqual([]);
    expect(container.querySelector('button.cart-mini-button')).not.toBeNull();
    unmount();
  });
});
