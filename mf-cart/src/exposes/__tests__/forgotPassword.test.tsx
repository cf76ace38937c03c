/** @jest-environment node */
// The working agreement: a jsdom page for the browser's half, the real backend behind it (test-only imports).
import { visit, withBackendPage } from '../../../../backend/src/testing/browserPage';
import { freshMailDir, mailsTo } from '../../../../backend/src/testing/mailbox';
import { getRuntimeSettings, MemoryRouter } from '@tiles/shared';
import { hydrateServerHtml } from '@tiles/shared/src/testing/hydrate';
import { inFirstView } from '@tiles/shared/src/testing/loaderData';
import AccountPage from '../../exposes/AccountPage';
import { moduleServer } from '@tiles/shared/src/testing/serverRequest';
import * as AddToCartModule from '../AddToCart';
import * as MiniCartModule from '../MiniCart';
import * as AccountPageModule from '../AccountPage';
import * as CartPageModule from '../CartPage';

/** This remote's modules as the shell's server loads, runs and renders them. */
const { render, submit } = moduleServer({
  'mf_cart/AddToCart': [AddToCartModule],
  'mf_cart/MiniCart': [MiniCartModule],
  'mf_cart/AccountPage': [AccountPageModule],
  'mf_cart/CartPage': [CartPageModule],
});

const mailDir = freshMailDir();
// The store's per-client limit (one request per 10 minutes) would refuse this file's second request: the test is one client.
process.env.TILES_PASSWORD_RESET_INTERVAL_MINUTES = '0';
process.env.TILES_PASSWORD_RESET_MAX_PER_HOUR = '0';
const backend = withBackendPage('/customer/account/forgotpassword');
jest.setTimeout(60_000);

const PAGE = '/customer/account/forgotpassword';
const at = (path: string) => ({ url: new URL(path, 'http://localhost:3000/').href, settings: getRuntimeSettings() });

/** The server's HTML hydrated by the account page's browser code, with the data it was rendered from. */
async function hydrate(result: { html: string; data?: unknown }, path: string) {
  visit(`http://localhost:3000${path}`);
  return hydrateServerHtml(result.html, <MemoryRouter initialEntries={[path]}>{inFirstView(result.data, <AccountPage />)}</MemoryRouter>);
}

async function customer(): Promise<string> {
  const email = `forgot-${Date.now()}@example.com`;
  await backend().graphql(
    `mutation ($e: String!) { createCustomerV2(input: { firstname: "Asha", lastname: "Rao", email: $e, password: "Tiles@2024!" }) { customer { email } } }`,
    { e: email },
  );
  return email;
}

describe('Magento’s reset-link request page, without scripts', () => {
  it('is the cart team’s server render: a form posting the e-mail to the page, hydrated as drawn', async () => {
    const result = (await render('mf_cart/AccountPage', at(PAGE)))!;
    expect(result.html).toContain('<h1>Forgot your password?</h1>');
    expect(result.html).toMatch(/<form class="cart-reset-request"[^>]* action="\/customer\/account\/forgotpassword" method="post">/);
    expect(result.html).toMatch(/<input id="cart-forgot-page-email" type="email" autoComplete="email" name="email" value=""\/>/);
    const { warnings, unmount } = await hydrate(result, PAGE);
    expect(warnings).toEqual([]);
    unmount();
  });

  it('answers a known and an unknown address the same (a redirect to the page’s "sent"), mailing only the account', async () => {
    const known = await customer();
    const unknown = `nobody-${Date.now()}@example.com`;
    const forKnown = await submit('mf_cart/AccountPage', { ...at(PAGE), fields: { email: known } });
    const forUnknown = await submit('mf_cart/AccountPage', { ...at(PAGE), fields: { email: unknown } });
    expect(forKnown).toEqual({ redirect: `${PAGE}?sent=1` });
    expect(forUnknown).toEqual(forKnown);
    expect(mailsTo(mailDir, known)).toHaveLength(1);
    expect(mailsTo(mailDir, unknown)).toHaveLength(0);
    const sent = (await render('mf_cart/AccountPage', at(`${PAGE}?sent=1`)))!;
    expect(sent.html).toContain('If there is an account for that address, we have sent it a link to reset the password.');
    const { warnings, unmount } = await hydrate(sent, `${PAGE}?sent=1`);
    expect(warnings).toEqual([]);
    unmount();
  });

  it('a malformed address: the page again with the field’s message and what was typed, and no request', async () => {
    const answer = (await submit('mf_cart/AccountPage', { ...at(PAGE), fields: { email: 'asha@example' } }))!;
    expect(answer).toMatchObject({ status: 422 });
    const html = 'html' in answer ? answer.html : '';
    expect(html).toContain('Enter a valid email address, like name@example.com.');
    expect(html).toContain('value="asha@example"');
    const { warnings, container, unmount } = await hydrate(answer as { html: string }, PAGE);
    expect(warnings).toEqual([]);
    expect(container.querySelector('input')?.value).toBe('asha@example');
    unmount();
  });

  it('in Hindi, in Hindi', async () => {
    const answer = (await submit('mf_cart/AccountPage', { ...at(`http://hi.localhost:3000${PAGE}`), fields: { email: '' } }))!;
    expect('html' in answer && answer.html).toContain('<h1>पासवर्ड भूल गए?</h1>');
  });

  it('renders no other account page (they need this browser’s sign-in) and answers no other post', async () => {
    expect(await render('mf_cart/AccountPage', at('/account'))).toBeNull();
    expect(await submit('mf_cart/AccountPage', { ...at('/account'), fields: { email: 'a@b.co' } })).toBeNull();
  });
});
