/** @jest-environment node */
import { localSettings, PORTS } from '@tiles/shared';
import { render } from '../render';

const at = (url: string) => ({ url, settings: localSettings(PORTS) });

describe('the cart team’s server render', () => {
  it('renders the cart button as a link to the cart page, with nothing disabled', async () => {
    const result = await render('mf_cart/MiniCart', at('http://localhost:3000/tiles/wooden-tiles'));
    expect(result!.html).toMatch(/<a href="\/checkout\/cart" class="cart-mini-button[^"]*">/);
    expect(result!.html).toContain('>Cart<');
    expect(result!.html).not.toContain('disabled');
    expect(result!.data).toBeUndefined();
  });

  it('speaks the page’s language', async () => {
    const result = await render('mf_cart/MiniCart', at('http://hi.localhost:3000/'));
    expect(result!.html).toContain('कार्ट');
  });

  it('renders nothing else', async () => {
    expect(await render('mf_cart/CartPage', at('http://localhost:3000/checkout/cart'))).toBeNull();
  });
});
