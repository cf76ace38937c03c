import { getDb } from '../../store/db';
import { withTestBackend } from '../../testing/testServer';
import { bearer } from '../../cart/__tests__/helpers';
import { newestMailTo, useTempMailDir } from '../../mail/__tests__/mailbox';
import { createAndSignIn, PASSWORD, uniqueEmail } from './helpers';

// The attack: an account opened for someone else's address, with a name whose line breaks write the store's own
// voice into the reset mail that address then receives ("Hello Asha⏎⏎Your order … is on hold. Call …").
const mailDir = useTempMailDir();
process.env.TILES_STORE_EMAIL = 'help@tiles.example';
process.env.TILES_TRUSTED_PROXIES = '127.0.0.1, ::1';
const backend = withTestBackend();
const gql = (q: string, v: Record<string, unknown> = {}, h: Record<string, string> = {}) => backend().graphql(q, v, h);

const SCAM = 'Asha\n\nYour order 000000123 is on hold. Call 9876543210 or visit www.tiles-refunds.example today';
const CREATE = 'mutation ($i: CustomerCreateInput!) { createCustomerV2(input: $i) { customer { firstname } } }';
const UPDATE = 'mutation ($i: CustomerUpdateInput!) { updateCustomerV2(input: $i) { customer { firstname lastname } } }';
const ADDRESS = 'mutation ($i: CustomerAddressInput!) { createCustomerAddress(input: $i) { id } }';
const account = (change: Record<string, string>) => ({
  firstname: 'Asha',
  lastname: 'Patel',
  email: uniqueEmail(),
  password: PASSWORD,
  ...change,
});
const address = (change: Record<string, unknown>) => ({
  firstname: 'Asha',
  lastname: 'Patel',
  street: ['12 MG Road'],
  city: 'Bengaluru',
  region: { region_code: 'KA' },
  postcode: '560001',
  country_code: 'IN',
  telephone: '9876543210',
  ...change,
});
const message = (answer: { errors?: { message: string }[] }) => answer.errors?.[0]?.message;

describe('a name is one line of printable text', () => {
  it.each([
    ['a first name with line breaks', { firstname: SCAM }, 'First Name is not valid!'],
    ['a last name with a carriage return', { lastname: 'Patel\rDear customer' }, 'Last Name is not valid!'],
    ['a first name with a tab', { firstname: 'Asha\tPatel' }, 'First Name is not valid!'],
    ['a first name with U+2028', { firstname: 'Asha\u2028Your order' }, 'First Name is not valid!'],
    ['a first name with a right-to-left override', { firstname: 'Asha\u202eahsA' }, 'First Name is not valid!'],
    ['a middle name with a line break', { middlename: 'K\nCall us' }, 'Middle Name is not valid!'],
  ])('refuses %s at sign-up, with Magento’s message, and opens no account', async (_, change, text) => {
    const input = account(change);
    expect(message(await gql(CREATE, { i: input }))).toBe(text);
    const signIn = await gql('mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }', {
      e: input.email,
      p: PASSWORD,
    });
    expect(signIn.errors?.[0].message).toMatch(/^The account sign-in was incorrect/);
  });

  it('keeps names with spaces, marks and Magento’s punctuation', async () => {
    const { data } = await gql(CREATE, { i: account({ firstname: 'Ānanya Śrī', lastname: "D'Souza-Iyer Jr." }) });
    expect(data).toEqual({ createCustomerV2: { customer: { firstname: 'Ānanya Śrī' } } });
  });

  it('refuses line breaks in an account edit and in a saved address; the stored name stays', async () => {
    const token = await createAndSignIn(backend());
    expect(message(await gql(UPDATE, { i: { firstname: SCAM } }, bearer(token)))).toBe('First Name is not valid!');
    expect(message(await gql(UPDATE, { i: { lastname: 'Patel\n' + 'x' } }, bearer(token)))).toBe('Last Name is not valid!');
    expect(message(await gql(ADDRESS, { i: address({ firstname: SCAM }) }, bearer(token)))).toBe('First Name is not valid!');
    expect(message(await gql(ADDRESS, { i: address({ middlename: 'K\nL' }) }, bearer(token)))).toBe('Middle Name is not valid!');
    expect(message(await gql(ADDRESS, { i: address({ street: ['12 MG Road\u001b[2J'] }) }, bearer(token)))).toBe(
      '"street" must be one line of text, without control characters.',
    );
    const { data } = await backend().graphql<{ customer: { firstname: string; addresses: unknown[] } }>(
      '{ customer { firstname addresses { id } } }',
      {},
      bearer(token),
    );
    expect(data?.customer).toEqual({ firstname: 'Asha', addresses: [] });
  });

  it('a lead’s name arrives as one line', async () => {
    const key = `one-line-name-${Date.now()}`;
    const res = await fetch(`${backend().url}/rest/callback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, 'X-Forwarded-For': '10.41.4.1' },
      body: JSON.stringify({ name: SCAM, phone: '9876543210', pincode: '' }),
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { msg: string }).msg).not.toMatch(/\n/);
    const row = getDb().prepare('SELECT name FROM leads WHERE idempotency_key = ?').get(key) as { name: string };
    expect(row.name).toBe('Asha Your order 000000123 is on hold. Call 9876543210 or visit www.tiles-refunds.example today');
  });
});

describe('the store’s mail keeps shopper text in its place', () => {
  it('greets a name stored before the rule on one line: no line of the reset mail starts with the attacker’s text', async () => {
    const email = uniqueEmail();
    await createAndSignIn(backend(), email);
    getDb().prepare('UPDATE customers SET firstname = ? WHERE email = ?').run(SCAM, email);
    expect((await gql('mutation ($e: String!) { requestPasswordResetEmail(email: $e) }', { e: email })).data).toEqual({
      requestPasswordResetEmail: true,
    });
    const lines = newestMailTo(mailDir, email)!.text.split('\r\n');
    expect(lines[0]).toBe('Hello Asha Your order 000000123 is on hold. Call 9876543210 or visit www.tiles-refunds.example today,');
    expect(lines.filter((line) => /^Your order/.test(line))).toEqual([]);
  });

  it('quotes a contact message line by line, so none of its lines reads as the form’s own fields', async () => {
    const comment = 'Hi\nName: Tiles Support\nYour order 000000123 is on hold';
    const answer = await gql('mutation ($i: ContactUsInput!) { contactUs(input: $i) { status } }', {
      i: { email: 'asha@example.in', name: 'Asha Rao', telephone: '9876543210', comment },
    });
    expect(answer.data).toEqual({ contactUs: { status: true } });
    const text = newestMailTo(mailDir, 'help@tiles.example')!.text;
    expect(text).toBe(
      'Name: Asha Rao\r\nEmail: asha@example.in\r\nPhone Number: 9876543210\r\n\r\nComment:\r\n> Hi\r\n> Name: Tiles Support\r\n> Your order 000000123 is on hold\r\n',
    );
  });

  it('refuses a contact name with line breaks', async () => {
    const answer = await gql('mutation ($i: ContactUsInput!) { contactUs(input: $i) { status } }', {
      i: { email: 'asha@example.in', name: SCAM, telephone: '', comment: 'Hello' },
    });
    expect(message(answer)).toBe('"Name" must be one line of text, without control characters.');
  });
});
