/** @jest-environment node */
// The working agreement: a jsdom page for the browser's half, the real backend behind it (test-only imports).
import { visit, withBackendPage } from '../../../../backend/src/testing/browserPage';
import { getRuntimeSettings, MemoryRouter } from '@tiles/shared';
import { hydrateServerHtml } from '@tiles/shared/src/testing/hydrate';
import { inFirstView } from '@tiles/shared/src/testing/loaderData';
import { moduleServer } from '@tiles/shared/src/testing/serverRequest';
import AccountPage from '../AccountPage';
import * as AccountPageModule from '../AccountPage';
import { GUEST_BILLING, placeGuestOrder } from '../../features/guest-order/__tests__/placeGuestOrder';

/** The account module as the shell's server loads, runs and renders it. */
const { render, submit } = moduleServer({ 'mf_cart/AccountPage': [AccountPageModule] });

process.env.TILES_GUEST_ORDER_LIMIT = '1000/600';
const backend = withBackendPage('/sales/guest/form');
jest.setTimeout(60_000);

const PAGE = '/sales/guest/form';
const NOT_FOUND = "We couldn't locate an order with the information provided.";
const at = (path: string, origin = 'http://localhost:3000') => ({ url: new URL(path, `${origin}/`).href, settings: getRuntimeSettings() });
const post = (fields: Record<string, string>, origin?: string) => submit('mf_cart/AccountPage', { ...at(PAGE, origin), fields });
const htmlOf = (answer: Awaited<ReturnType<typeof post>>) => (answer && 'html' in answer ? answer.html : '');

/** The server's HTML hydrated by the account page's browser code, with the data it was rendered from. */
async function hydrate(result: { html: string; data?: unknown }) {
  visit(`http://localhost:3000${PAGE}`);
  return hydrateServerHtml(result.html, <MemoryRouter initialEntries={[PAGE]}>{inFirstView(result.data, <AccountPage />)}</MemoryRouter>);
}

describe('Magento’s guest order look-up, without scripts', () => {
  it('is drawn by the server: a form posting number, e-mail and pincode to its own page, hydrated as drawn', async () => {
    const result = (await render('mf_cart/AccountPage', at(PAGE)))!;
    expect(result.html).toContain('<h1>Find your order</h1>');
    expect(result.html).toMatch(
      /<form class="cart-card cart-account-form cart-guest-form"[^>]* action="\/sales\/guest\/form" method="post">/,
    );
    for (const name of ['number', 'email', 'postcode'])
      expect(result.html).toMatch(new RegExp(`<input id="cart-guest-[a-z]+"[^>]* name="${name}"`));
    const { warnings, unmount } = await hydrate(result);
    expect(warnings).toEqual([]);
    unmount();
  });

  it('a match: the page drawn with the order (status, lines, progress), hydrated as drawn with the fields kept', async () => {
    const number = await placeGuestOrder(backend(), 'TL-1001');
    const answer = (await post({ number: ` ${number} `, email: 'Guest@Example.com', postcode: GUEST_BILLING.postcode }))!;
    expect(answer).toMatchObject({ status: 200 });
    const html = htmlOf(answer);
    expect(html).toContain(`Order #${number}`);
    expect(html).toContain('Status: Pending');
    expect(html).toMatch(/Quartz Wooden Cream Rustic.*TL-1001.*<td>2<\/td>/);
    expect(html).toContain('Shipped: not yet');
    expect(html).toContain('12 MG Road');
    const { warnings, container, unmount } = await hydrate(answer as { html: string });
    expect(warnings).toEqual([]);
    expect(container.querySelector<HTMLInputElement>('#cart-guest-email')?.value).toBe('Guest@Example.com');
    unmount();
  });

  it('a mismatch: Magento’s one sentence, the typed fields kept, nothing of the order, 422', async () => {
    const number = await placeGuestOrder(backend(), 'TL-1001');
    for (const wrong of [
      { number, email: 'guest@example.com', postcode: '411002' },
      { number, email: 'other@example.com', postcode: GUEST_BILLING.postcode },
      { number: '999999999', email: 'guest@example.com', postcode: GUEST_BILLING.postcode },
    ]) {
      const answer = (await post(wrong))!;
      expect(answer).toMatchObject({ status: 422 });
      const html = htmlOf(answer);
      expect(html).toContain(NOT_FOUND.replace("'", '&#x27;'));
      expect(html).not.toContain('12 MG Road');
      expect(html).toContain(`value="${wrong.postcode}"`);
      expect(html).toContain(`value="${wrong.email}"`);
    }
  });

  it('in Hindi and Tamil, in those languages', async () => {
    const hindi = htmlOf(await post({ number: '999999999', email: 'guest@example.com', postcode: '411001' }, 'http://hi.localhost:3000'));
    expect(hindi).toContain('दी गई जानकारी से हमें कोई ऑर्डर नहीं मिला।');
    const tamil = htmlOf(await post({ number: '', email: '', postcode: '' }, 'http://ta.localhost:3000'));
    expect(tamil).toMatch(/<h1>[^<a-zA-Z]+<\/h1>/);
    // An order found: its status in the page's language too, not the store's English label.
    const number = await placeGuestOrder(backend(), 'TL-1001');
    const found = { number, email: 'guest@example.com', postcode: GUEST_BILLING.postcode };
    expect(htmlOf(await post(found, 'http://ta.localhost:3000'))).toContain('நிலை: நிலுவையில்');
    expect(htmlOf(await post(found, 'http://hi.localhost:3000'))).toContain('स्थिति: लंबित');
  });

  it('hostile input: missing fields, a huge field and markup get a message, never an order, an error or markup', async () => {
    const missing = (await post({}))!;
    expect(missing).toMatchObject({ status: 422 });
    expect(htmlOf(missing)).toContain('Order number is required.');
    expect(htmlOf(missing)).toContain('Billing pincode is required.');

    const number = await placeGuestOrder(backend(), 'TL-1001');
    const huge = (await post({ number: `${number}${'9'.repeat(60_000)}`, email: 'guest@example.com', postcode: '411001' }))!;
    expect(huge).toMatchObject({ status: 422 });
    expect(htmlOf(huge)).not.toContain('12 MG Road');
    expect(htmlOf(huge)).toContain('role="alert"');

    const markup = (await post({ number: '<script>alert(1)</script>', email: 'guest@example.com', postcode: '"><img src=x>' }))!;
    expect(markup).toMatchObject({ status: 422 });
    expect(htmlOf(markup)).not.toContain('<script>alert(1)');
    expect(htmlOf(markup)).not.toContain('<img src=x>');
    expect(htmlOf(markup)).toContain(NOT_FOUND.replace("'", '&#x27;'));
  });

  it('the order mail’s token page stays the browser’s (it names one order by its link)', async () => {
    expect(await render('mf_cart/AccountPage', at('/sales/guest/view/?token=abc'))).toBeNull();
  });
});
