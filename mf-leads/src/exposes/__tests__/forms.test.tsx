/** @jest-environment node */
// The working agreement: a jsdom page for the browser's half, the real backend behind it (test-only imports).
import { visit, withBackendPage } from '../../../../backend/src/testing/browserPage';
import { freshMailDir, mailsTo, newestMailTo } from '../../../../backend/src/testing/mailbox';
import { readdirSync } from 'node:fs';
import type { ReactElement } from 'react';
import { getRuntimeSettings, MemoryRouter } from '@tiles/shared';
import { hydrateServerHtml } from '@tiles/shared/src/testing/hydrate';
import { inFirstView } from '@tiles/shared/src/testing/loaderData';
import ContactPage from '../../exposes/ContactPage';
import NewsletterSignup from '../../exposes/NewsletterSignup';
import { contactMessages } from '../../features/contact/i18n/messages';
import { moduleServer } from '@tiles/shared/src/testing/serverRequest';
import * as CallbackButtonModule from '../CallbackButton';
import * as ContactPageModule from '../ContactPage';
import * as NewsletterModule from '../NewsletterSignup';
import * as PopupHostModule from '../PopupHost';

/** This remote's modules as the shell's server loads, runs and renders them. */
const { render, submit } = moduleServer({
  'mf_leads/CallbackButton': [CallbackButtonModule, { variant: 'header' }],
  'mf_leads/ContactPage': [ContactPageModule],
  'mf_leads/NewsletterSignup': [NewsletterModule],
  'mf_leads/PopupHost': [PopupHostModule],
});

const mailDir = freshMailDir();
process.env.TILES_STORE_EMAIL = 'help@tiles.example';
withBackendPage('/contact');
jest.setTimeout(60_000);

const at = (path: string) => ({ url: new URL(path, window.location.href).href, settings: getRuntimeSettings() });
const post = (id: 'mf_leads/ContactPage' | 'mf_leads/NewsletterSignup', path: string, fields: Record<string, string>) =>
  submit(id, { ...at(path), fields });
const mailCount = () => readdirSync(mailDir).length;

/** The server's HTML hydrated by the module's browser code with the data the server rendered it from. */
async function hydrate(result: { html: string; data?: unknown }, element: ReactElement, path: string) {
  return hydrateServerHtml(result.html, <MemoryRouter initialEntries={[path]}>{inFirstView(result.data, element)}</MemoryRouter>);
}

const FILLED = { name: 'Asha Rao', email: 'asha@example.in', telephone: '', comment: 'Do you have 600x1200 planks?' };

describe('/contact without scripts: a real form, answered by the leads team’s server', () => {
  it('renders a form that posts its named fields to /contact, beside the store’s block, and hydrates as drawn', async () => {
    visit('http://localhost:3000/contact');
    const result = (await render('mf_leads/ContactPage', at('/contact')))!;
    expect(result.html).toMatch(/<form class="lead-form"[^>]* action="\/contact#lead-contact-error" method="post">/);
    for (const name of ['name', 'email', 'telephone', 'comment']) expect(result.html).toContain(`name="${name}"`);
    expect(result.html).toContain('1800-123-4567');
    const { warnings, unmount } = await hydrate(result, <ContactPage />, '/contact');
    expect(warnings).toEqual([]);
    unmount();
  });

  it('mails a posted message and redirects to the thank-you, which the page renders and hydrates', async () => {
    const token = `no-js-${Date.now()}`;
    const answer = await post('mf_leads/ContactPage', '/contact', { ...FILLED, comment: `Terrace tiles? ${token}`, extra: 'ignored' });
    expect(answer).toEqual({ redirect: '/contact?sent=1#lead-contact-thanks' });
    expect(newestMailTo(mailDir, 'help@tiles.example')?.text).toContain(`Comment:\r\n> Terrace tiles? ${token}`);
    visit('http://localhost:3000/contact?sent=1');
    const thanks = (await render('mf_leads/ContactPage', at('/contact?sent=1')))!;
    expect(thanks.html).toContain('Thank you for your message');
    expect(thanks.html).toMatch(/<form action="\/contact" method="get"><button type="submit"/);
    const { warnings, unmount } = await hydrate(thanks, <ContactPage />, '/contact?sent=1');
    expect(warnings).toEqual([]);
    unmount();
  });

  it('a refusal renders the page again with the store’s message and every typed value; nothing is mailed', async () => {
    visit('http://localhost:3000/contact');
    const before = mailCount();
    const answer = (await post('mf_leads/ContactPage', '/contact', { ...FILLED, email: 'asha@example', comment: 'Hello <b>"you"</b>' }))!;
    expect(answer.redirect).toBeUndefined();
    expect('status' in answer && answer.status).toBe(422);
    const html = 'html' in answer ? answer.html : '';
    expect(html).toContain('Please enter a valid email address.');
    expect(html).toContain('value="asha@example"');
    expect(html).toContain('Hello &lt;b&gt;&quot;you&quot;&lt;/b&gt;</textarea>');
    expect(mailCount()).toBe(before);
    const { warnings, container, unmount } = await hydrate(answer as { html: string }, <ContactPage />, '/contact');
    expect(warnings).toEqual([]);
    expect(container.querySelector('textarea')?.value).toBe('Hello <b>"you"</b>');
    unmount();
  });

  it('in Tamil, the refusal reads in Tamil', async () => {
    visit('http://ta.localhost:3000/contact');
    await contactMessages.load('ta');
    const answer = (await post('mf_leads/ContactPage', 'http://ta.localhost:3000/contact', { name: '', email: '', comment: '' }))!;
    expect('html' in answer && answer.html).toContain('உங்கள் பெயர்');
    visit('http://localhost:3000/contact');
  });
});

describe('the footer’s newsletter sign-up without scripts', () => {
  it('is a form posted to Magento’s newsletter path, naming the page it is on', async () => {
    visit('http://localhost:3000/tiles?sort=price');
    const result = (await render('mf_leads/NewsletterSignup', at('/tiles?sort=price')))!;
    expect(result.html).toMatch(
      /<form class="lead-news-form"[^>]* action="\/newsletter\/subscriber\/new\/#lead-news-title" method="post">/,
    );
    expect(result.html).toContain('<input type="hidden" name="return" value="/tiles?sort=price"/>');
    const { warnings, unmount } = await hydrate(result, <NewsletterSignup />, '/tiles?sort=price');
    expect(warnings).toEqual([]);
    unmount();
  });

  it('subscribes, back to the page with the thank-you; a second time shows Magento’s "already subscribed" in that page', async () => {
    const email = `no-js-news-${Date.now()}@example.in`;
    const first = await post('mf_leads/NewsletterSignup', '/newsletter/subscriber/new/', { email, return: '/tiles?sort=price' });
    expect(first).toEqual({ redirect: '/tiles?sort=price&newsletter=subscribed' });
    expect(mailsTo(mailDir, email)).toHaveLength(1);
    visit('http://localhost:3000/tiles?sort=price&newsletter=subscribed');
    const thanked = (await render('mf_leads/NewsletterSignup', at('/tiles?sort=price&newsletter=subscribed')))!;
    expect(thanked.html).toContain('Thank you for your subscription.');
    // The marker is not carried into the next post's return.
    expect(thanked.html).toContain('name="return" value="/tiles?sort=price"');
    const again = (await post('mf_leads/NewsletterSignup', '/newsletter/subscriber/new/', { email, return: '/tiles?sort=price' }))!;
    expect(again).toMatchObject({ status: 422, at: '/tiles?sort=price' });
    const html = 'html' in again ? again.html : '';
    expect(html).toContain('This email address is already subscribed.');
    expect(html).toContain(`value="${email}"`);
    visit('http://localhost:3000/tiles?sort=price');
    const { warnings, unmount } = await hydrate(again as { html: string }, <NewsletterSignup />, '/tiles?sort=price');
    expect(warnings).toEqual([]);
    unmount();
  });

  it('returns only to a page of this site', async () => {
    const email = `no-js-news-b-${Date.now()}@example.in`;
    expect(await post('mf_leads/NewsletterSignup', '/newsletter/subscriber/new/', { email, return: '//evil.example/x' })).toEqual({
      redirect: '/?newsletter=subscribed',
    });
  });
});
