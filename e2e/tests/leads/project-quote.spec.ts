import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Locator } from '@playwright/test';
import { expect, seriousA11yViolations, slotReady, test } from '../../support/fixtures';
import { mailsTo } from '../../support/mail';
import { GRAPHQL_URL, languageOrigin, ports } from '../../support/ports';
import { WEBHOOK_PORT } from '../../support/webhook';
import { startReceiver, type Receiver } from '../../../backend/src/leads/__tests__/webhookReceiver';
import { needsLocalStore } from '../../support/remoteStore';

needsLocalStore('files');

// A builder asks for a project quote, with and without scripts, on a phone: the quote reaches the sales team's
// receiver signed (kind `quote`), the shopper gets a mail, and `npm run leads:export` lists it with its lines.
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const root = path.resolve(__dirname, '../../..');
const hindi = `${languageOrigin('hi')}`;
let receiver: Receiver;
test.beforeAll(async () => {
  receiver = await startReceiver(WEBHOOK_PORT);
});
test.afterAll(async () => receiver?.close());

/** The quote as the CRM received it (signature checked by the receiver), waiting for the store's delivery. */
async function delivered(email: string) {
  const find = () => receiver.arrivals.find((a) => (a.body.quote as { email?: string } | undefined)?.email === email);
  await expect.poll(() => Boolean(find()), { timeout: 30_000 }).toBe(true);
  return find()!;
}

/** The export as the sales team runs it, on this run's store (JSONL, one lead per line). */
async function exported(): Promise<Record<string, unknown>[]> {
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'leads:export', '--', '--format', 'jsonl'], {
    cwd: root,
    env: { ...process.env, TILES_DB: path.join(root, `backend/data/e2e-${ports.shell}.sqlite`) },
  });
  return stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

async function productPath(sku: string): Promise<string> {
  const res = await fetch(GRAPHQL_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: `{ products(filter: { sku: { eq: "${sku}" } }) { items { url_key url_suffix } } }` }),
  });
  const item = (await res.json()).data.products.items[0] as { url_key: string; url_suffix: string };
  return `/${item.url_key}${item.url_suffix}`;
}

async function fillDetails(
  form: Locator,
  d: { name: string; phone: string; email: string; city: string; pincode: string },
  labels: Record<string, string>,
) {
  await form.getByLabel(labels.city).fill(d.city);
  await form.getByLabel(labels.pincode).fill(d.pincode);
  await form.getByLabel(labels.name).fill(d.name);
  await form.getByLabel(labels.phone).fill(d.phone);
  await form.getByLabel(labels.email).fill(d.email);
}

const EN = { city: 'Site city', pincode: 'Site pincode', name: 'Name', phone: 'Mobile number', email: 'E-mail address' };
const HI = { city: 'साइट का शहर', pincode: 'साइट का पिनकोड', name: 'नाम', phone: 'मोबाइल नंबर', email: 'ई-मेल पता' };

test('from a product page, with scripts: the tile pre-filled, another added, refused per row, then sent, delivered and exported', async ({
  page,
}) => {
  const email = `quote-js-${Date.now()}@example.in`;
  await page.goto(await productPath('TL-1001'));
  await page.getByRole('link', { name: 'Request a project quote' }).click();
  await expect(page).toHaveURL(/\/project-quote\?sku=TL-1001$/);
  await slotReady(page, 'mf_leads-ProjectQuotePage');
  await expect(page.getByRole('heading', { level: 1, name: 'Request a project quote' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Request a project quote' });
  const rows = form.getByRole('listitem');
  await expect(rows.first().getByLabel('Tile SKU or code')).toHaveValue('TL-1001');
  await rows.first().getByLabel('Quantity').fill('1500');
  await page.getByRole('button', { name: 'Add another tile' }).click();
  await rows.nth(1).getByLabel('Tile SKU or code').fill('NOPE-42');
  await rows.nth(1).getByLabel('Quantity').fill('30');
  await rows.nth(1).getByLabel('Unit').selectOption('boxes');
  await fillDetails(form, { name: 'Meera Iyer', phone: '9876543210', email, city: 'Chennai', pincode: '600001' }, EN);
  await form.getByLabel('GST number (optional)').fill('27AAPFU0939F1ZV');
  await page.getByRole('button', { name: 'Request quote' }).click();
  await expect(rows.nth(1).getByText('We have no tile with this SKU')).toBeVisible();
  await expect(rows.nth(1).getByLabel('Tile SKU or code')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousA11yViolations(page, '.lead-quote')).toEqual([]);
  // The page fits a phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await rows.nth(1).getByLabel('Tile SKU or code').fill('TL-1002');
  await page.getByRole('button', { name: 'Request quote' }).click();
  await expect(page.getByRole('heading', { name: 'We have your quote request' })).toBeFocused();

  const arrival = await delivered(email);
  expect(arrival.signatureValid).toBe(true);
  expect(arrival.body).toMatchObject({
    kind: 'quote',
    name: 'Meera Iyer',
    source: 'product-page',
    quote: {
      city: 'Chennai',
      gstin: '27AAPFU0939F1ZV',
      lines: [
        { sku: 'TL-1001', quantity: 1500, unit: 'sqft' },
        { sku: 'TL-1002', quantity: 30, unit: 'boxes' },
      ],
    },
  });
  expect(mailsTo(email)[0].text).toContain('(TL-1001): 1500 sq.ft');
  const row = (await exported()).find((r) => r.key === arrival.key);
  expect(row).toMatchObject({ kind: 'quote', email, deliveryState: 'delivered', lines: [{ sku: 'TL-1001' }, { sku: 'TL-1002' }] });
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('in Hindi: a row added by the server, a bad quantity refused in Hindi, then sent once, delivered and exported', async ({ page }) => {
    const email = `quote-nojs-${Date.now()}@example.in`;
    await page.goto(`${hindi}/project-quote`);
    await expect(page.getByRole('heading', { level: 1, name: 'प्रोजेक्ट कोटेशन माँगें' })).toBeVisible();
    const form = page.getByRole('form', { name: 'प्रोजेक्ट कोटेशन माँगें' });
    const rows = form.getByRole('listitem');
    await rows.first().getByLabel('टाइल SKU या कोड').fill('TL-1003');
    await rows.first().getByLabel('मात्रा').fill('0');
    await page.getByRole('button', { name: 'एक और टाइल जोड़ें' }).click();
    await expect(rows).toHaveCount(2);
    await expect(rows.first().getByLabel('टाइल SKU या कोड')).toHaveValue('TL-1003');
    await rows.nth(1).getByLabel('टाइल SKU या कोड').fill('TL-1004');
    await rows.nth(1).getByLabel('मात्रा').fill('12');
    await rows.nth(1).getByLabel('इकाई').selectOption('boxes');
    await fillDetails(form, { name: 'Ravi Kumar', phone: '9123456789', email, city: 'Pune', pincode: '411001' }, HI);
    await page.getByRole('button', { name: 'कोटेशन माँगें' }).click();
    await expect(rows.first().getByText('1 से 100,000 तक की पूर्ण संख्या दर्ज करें')).toBeVisible();
    await expect(form.getByLabel(HI.city)).toHaveValue('Pune');
    await rows.first().getByLabel('मात्रा').fill('900');
    await page.getByRole('button', { name: 'कोटेशन माँगें' }).click();
    await expect(page).toHaveURL(/\/project-quote\?sent=1#lead-quote-thanks$/);
    await expect(page.getByRole('heading', { name: 'हमें आपका कोटेशन अनुरोध मिल गया है' })).toBeVisible();

    const arrival = await delivered(email);
    expect(arrival.signatureValid).toBe(true);
    expect(arrival.body).toMatchObject({
      kind: 'quote',
      storeView: 'hi',
      quote: {
        lines: [
          { sku: 'TL-1003', quantity: 900 },
          { sku: 'TL-1004', quantity: 12 },
        ],
      },
    });
    const [mail, ...more] = mailsTo(email);
    expect(more).toEqual([]);
    expect(mail.text).toContain('नमस्ते Ravi Kumar');
    expect((await exported()).filter((r) => r.email === email)).toHaveLength(1);
  });
});
