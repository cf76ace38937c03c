/** @jest-environment node */
import { localSettings, MemoryRouter, PORTS } from '@tiles/shared';
import { renderToString } from 'react-dom/server';
import AddToCart from '../../exposes/AddToCart';
import { moduleServer } from '@tiles/shared/src/testing/serverRequest';
import * as AddToCartModule from '../AddToCart';
import * as MiniCartModule from '../MiniCart';
import * as AccountPageModule from '../AccountPage';
import * as CartPageModule from '../CartPage';

/** This remote's modules as the shell's server loads, runs and renders them. */
const { render } = moduleServer({
  'mf_cart/AddToCart': [AddToCartModule],
  'mf_cart/MiniCart': [MiniCartModule],
  'mf_cart/AccountPage': [AccountPageModule],
  'mf_cart/CartPage': [CartPageModule],
});

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

  it('renders every "Add to cart" of a page in one call, each the live button’s first markup, enabled', async () => {
    const cards = [
      { sku: 'WD-1', name: 'Walnut', sqftPerBox: 10 },
      { sku: 'WD-2', name: 'Oak "<b>&', sqftPerBox: 12 },
    ];
    const result = await render('mf_cart/AddToCart', { ...at('http://localhost:3000/tiles/wooden-tiles'), instances: cards });
    expect(result!.parts).toHaveLength(2);
    expect(result!.parts![0]).toBe(
      renderToString(
        <MemoryRouter initialEntries={['/tiles/wooden-tiles']}>
          <AddToCart {...cards[0]} />
        </MemoryRouter>,
      ),
    );
    expect(result!.parts![1]).toContain('Oak &quot;&lt;b&gt;&amp;');
    expect(result!.parts!.join('')).not.toContain('disabled');
  });

  it('renders the product page’s button with what it will add', async () => {
    const result = await render('mf_cart/AddToCart', {
      ...at('http://localhost:3000/oak'),
      instances: [{ sku: 'WD-1', name: 'Walnut', sqftPerBox: 10, boxes: 3, withQuantity: true }],
    });
    expect(result!.parts![0]).toMatch(/Adds 3 boxes/);
  });

  it('renders nothing else', async () => {
    expect(await render('mf_cart/CartPage', at('http://localhost:3000/checkout/cart'))).toBeNull();
  });
});
