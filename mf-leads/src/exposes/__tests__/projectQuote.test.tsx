/** @jest-environment node */
// The quote page as the shell's server renders and answers it without scripts, then hydrated: the real backend behind it.
import { visit, withBackendPage } from '../../../../backend/src/testing/browserPage';
import { freshMailDir, mailsTo } from '../../../../backend/src/testing/mailbox';
import { getRuntimeSettings, MemoryRouter, setRuntimeSettings } from '@tiles/shared';
import { hydrateServerHtml } from '@tiles/shared/src/testing/hydrate';
import { inFirstView } from '@tiles/shared/src/testing/loaderData';
import { moduleServer } from '@tiles/shared/src/testing/serverRequest';
import ProjectQuotePage from '../ProjectQuotePage';
import * as ProjectQuoteModule from '../ProjectQuotePage';
import * as CallbackButtonModule from '../CallbackButton';
import { projectQuoteMessages } from '../../features/project-quote/i18n/messages';

const { render, submit } = moduleServer({
  'mf_leads/ProjectQuotePage': [ProjectQuoteModule],
  'mf_leads/CallbackButton': [CallbackButtonModule, { variant: 'inline', sku: 'TL-1007', productName: 'Onyx' }],
});
const mailDir = freshMailDir();
const backend = withBackendPage('/project-quote');
beforeEach(() => setRuntimeSettings({ ...getRuntimeSettings(), restUrl: `${backend().url}/rest` }));
jest.setTimeout(60_000);

const ID = 'mf_leads/ProjectQuotePage';
const at = (path: string) => ({ url: new URL(path, window.location.href).href, settings: getRuntimeSettings() });
const post = (fields: Record<string, string>, path = '/project-quote') => submit(ID, { ...at(path), fields });

async function hydrate(result: { html: string; data?: unknown }, path: string) {
  return hydrateServerHtml(
    result.html,
    <MemoryRouter initialEntries={[path]}>{inFirstView(result.data, <ProjectQuotePage />)}</MemoryRouter>,
  );
}

const DETAILS = { name: 'Ravi Kumar', phone: '9123456789', city: 'Madurai', pincode: '625001', company: '', gstin: '' };
let keys = 0;
const key = () => `nojs-quote-${++keys}-${Date.now()}`;

describe('/project-quote without scripts', () => {
  it('a product page links to the quote with its tile; the page renders that tile pre-filled in a real form, and hydrates as drawn', async () => {
    const button = (await render('mf_leads/CallbackButton', at('/some-tile.html')))!;
    expect(button.html).toContain('href="/project-quote?sku=TL-1007"');
    visit('http://localhost:3000/project-quote?sku=tl-1007');
    const page = (await render(ID, at('/project-quote?sku=tl-1007')))!;
    expect(page.html).toMatch(/<form class="lead-form lead-quote-form"[^>]* action="\/project-quote#lead-quote-error" method="post"/);
    expect(page.html).toContain('name="sku.0" value="TL-1007"');
    expect(page.html).toMatch(/<input type="hidden" name="key" value="[\w-]{8,}"\/>/);
    const { warnings, unmount } = await hydrate(page, '/project-quote?sku=tl-1007');
    expect(warnings).toEqual([]);
    unmount();
  });

  it('"Add another tile" draws the form again with a row more and everything typed; nothing is sent', async () => {
    const answer = (await post({
      ...DETAILS,
      email: 'ravi.add@example.in',
      key: key(),
      'sku.0': 'TL-1001',
      'quantity.0': '5',
      'unit.0': 'boxes',
      intent: 'add',
    }))!;
    const html = 'html' in answer ? answer.html : '';
    expect(html).toContain('name="sku.0" value="TL-1001"');
    expect(html).toContain('name="sku.1" value=""');
    expect(html).toContain('value="Madurai"');
    expect(mailsTo(mailDir, 'ravi.add@example.in')).toHaveLength(0);
  });

  it('refuses an unknown SKU on its row (422) with every typed value, in Tamil, and the page hydrates as drawn', async () => {
    visit('http://ta.localhost:3000/project-quote');
    await projectQuoteMessages.load('ta');
    const fields = {
      ...DETAILS,
      email: 'ravi.ta@example.in',
      key: key(),
      'sku.0': 'TL-1001',
      'quantity.0': '5',
      'unit.0': 'boxes',
      'sku.1': 'NOPE-1',
      'quantity.1': '3',
      'unit.1': 'sqft',
    };
    const answer = (await post(fields, 'http://ta.localhost:3000/project-quote'))!;
    expect('status' in answer && answer.status).toBe(422);
    const html = 'html' in answer ? answer.html : '';
    expect(html).toContain('இந்த SKU கொண்ட ஓடு எங்களிடம் இல்லை');
    expect(html).toContain('aria-invalid="true" aria-describedby="lead-quote-lines-1-error" name="sku.1" value="NOPE-1"');
    expect(html).toContain('value="Madurai"');
    const { warnings, unmount } = await hydrate(answer as { html: string; data?: unknown }, '/project-quote');
    expect(warnings).toEqual([]);
    unmount();
    visit('http://localhost:3000/project-quote');
  });

  it('sends a valid quote once however often it is posted (its key), and redirects to the thank-you', async () => {
    const fields = {
      ...DETAILS,
      email: 'ravi.sent@example.in',
      gstin: '27aapfu0939f1zv',
      key: key(),
      'sku.0': 'TL-1002',
      'quantity.0': '450',
      'unit.0': 'sqft',
    };
    expect(await post(fields)).toEqual({ redirect: '/project-quote?sent=1#lead-quote-thanks' });
    expect(await post(fields)).toEqual({ redirect: '/project-quote?sent=1#lead-quote-thanks' });
    const mails = mailsTo(mailDir, 'ravi.sent@example.in');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('GSTIN 27AAPFU0939F1ZV');
    const status = await (await fetch(`${backend().url}/rest/leads/${fields.key}`)).json();
    expect(status).toMatchObject({ kind: 'quote', deliveries: 2 });
    visit('http://localhost:3000/project-quote?sent=1');
    const thanks = (await render(ID, at('/project-quote?sent=1')))!;
    expect(thanks.html).toContain('We have your quote request');
  });
});
