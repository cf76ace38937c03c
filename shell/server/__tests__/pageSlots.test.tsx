import { renderToStaticMarkup } from 'react-dom/server';
import { localSettings, PORTS, SlotPlaceholder, type AddToCartProps } from '@tiles/shared';
import { serverSlotRenderers } from '@tiles/shared/server';
import { render as cartRender } from '../../../mf-cart/src/server/render';
import { addToCartSlotsIn, withAddToCart } from '../pageSlots';

/** A catalogue page's server render: cards whose "Add to cart" is the server's placeholder carrying its props. */
const pageOf = (...cards: AddToCartProps[]) => ({
  html: renderToStaticMarkup(
    <main>
      {cards.map((c) => (
        <article key={c.sku}>{serverSlotRenderers.renderAddToCart(c)}</article>
      ))}
    </main>,
  ),
  css: '.cat{}',
});
const hostile: AddToCartProps = {
  sku: 'SKU-"><img src=x onerror=alert(1)>',
  name: 'Oak "<b>&amp;</b>" & <script>x</script>',
  sqftPerBox: 15.5,
};
const plain: AddToCartProps = { sku: 'WD-1', name: 'Walnut plank', sqftPerBox: 10 };
const empty = renderToStaticMarkup(<SlotPlaceholder id="mf_cart/AddToCart" />);
/** The cart team's real server render, as the shell's server calls it. */
const realCart = (instances: AddToCartProps[]) =>
  cartRender('mf_cart/AddToCart', { url: 'http://localhost:3000/tiles/wooden-tiles', settings: localSettings(PORTS), instances });

describe('the cart’s "Add to cart" composed into a page’s server render', () => {
  it('reads back each card’s props exactly, whatever its name holds', () => {
    expect(addToCartSlotsIn(pageOf(hostile, plain).html)).toEqual([hostile, plain]);
  });

  it('asks the cart once for all cards and puts each button into its card, keyed for the browser’s slot', async () => {
    const asked: AddToCartProps[][] = [];
    const page = await withAddToCart(pageOf(plain, hostile), async (instances) => {
      asked.push(instances);
      return realCart(instances).then((r) => r && { ...r, css: '.cart-atc{}' });
    });
    expect(asked).toEqual([[plain, hostile]]);
    const doc = new DOMParser().parseFromString(page.html, 'text/html');
    const slots = [...doc.querySelectorAll<HTMLElement>('[data-slot="mf_cart-AddToCart"]')];
    expect(slots.map((s) => [s.dataset.slotState, s.dataset.ssr, s.dataset.ssrKey])).toEqual([
      ['server', 'mf_cart/AddToCart', plain.sku],
      ['server', 'mf_cart/AddToCart', hostile.sku],
    ]);
    // The hostile name is text inside its own button, nothing broke out of the markup.
    const buttons = slots.map((s) => s.querySelector('button')!);
    expect(buttons.map((b) => b.textContent)).toEqual([`Add to cart: ${plain.name}`, `Add to cart: ${hostile.name}`]);
    expect(buttons.every((b) => !b.disabled && b.type === 'button')).toBe(true);
    expect(doc.querySelectorAll('img, script, b')).toHaveLength(0);
    // Same box as the browser's slot; the props do not travel on to the browser.
    expect(slots.every((s) => s.style.minHeight === '44px' && !s.hasAttribute('data-slot-props'))).toBe(true);
    expect(page.css).toBe('.cat{}\n.cart-atc{}');
  });

  it('leaves the empty slots of today when the cart has no render (down, slow or failed)', async () => {
    const page = await withAddToCart(pageOf(plain, hostile), async () => null);
    expect(page.html).toBe(`<main><article>${empty}</article><article>${empty}</article></main>`);
    expect(page.css).toBe('.cat{}');
  });

  it('leaves them empty when the cart answers for another number of buttons', async () => {
    const page = await withAddToCart(pageOf(plain, hostile), async () => ({ html: '', parts: ['<button>one</button>'] }));
    expect(page.html).not.toContain('<button');
  });

  it('does not pass on props that break the contract, and renders the others', async () => {
    const page = pageOf(plain);
    const broken = page.html.replace(/data-slot-props="[^"]*"/, 'data-slot-props="{&quot;sku&quot;:7}"');
    const withBad = { ...page, html: `${broken}${pageOf({ ...plain, sku: 'WD-2' }).html}` };
    const asked: AddToCartProps[][] = [];
    const composed = await withAddToCart(withBad, async (instances) => (asked.push(instances), realCart(instances)));
    expect(asked).toEqual([[{ ...plain, sku: 'WD-2' }]]);
    expect(composed.html.match(/data-slot-state="server"/g)).toHaveLength(1);
    expect(composed.html).toContain(empty);
  });

  it('changes nothing on a page without cart buttons', async () => {
    const page = { html: '<main><p>About us</p></main>' };
    const renderButtons = jest.fn();
    expect(await withAddToCart(page, renderButtons)).toBe(page);
    expect(renderButtons).not.toHaveBeenCalled();
  });
});
