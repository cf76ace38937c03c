import { startTestBackend, type TestBackend } from '../../testing/testServer';

let backend: TestBackend;
let client = 0;
beforeAll(async () => {
  process.env.TILES_TRUSTED_PROXIES = '127.0.0.1, ::1';
  process.env.TILES_LEAD_RATE_LIMIT = '3/600';
  backend = await startTestBackend();
});
afterAll(() => backend.close());

/** Each test speaks as its own client (X-Forwarded-For, trusted from loopback here) so the rate limit of one never leaks. */
function post(path: string, body: unknown, headers: Record<string, string> = {}, as = `10.0.0.${++client}`) {
  return fetch(`${backend.url}/rest/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': as, ...headers },
    body: JSON.stringify(body),
  });
}

const good = { name: 'Asha Rao', phone: '9876543210', pincode: '560001' };

describe('POST /rest/get_in_touch', () => {
  it('stores a valid lead and answers { msg }', async () => {
    const res = await post('get_in_touch', good, { 'Idempotency-Key': 'test-key-0001' });
    expect(res.status).toBe(201);
    expect((await res.json()).msg).toMatch(/Thank you, Asha/);
    const status = await (await fetch(`${backend.url}/rest/leads/test-key-0001`)).json();
    expect(status).toMatchObject({ key: 'test-key-0001', kind: 'get_in_touch', deliveries: 1 });
  });

  it.each([
    [{ ...good, name: ' ' }, 'All fields are required'],
    [{ ...good, pincode: '' }, 'All fields are required'],
    [{ ...good, pincode: '56001' }, 'Invalid Pincode'],
    [{ ...good, pincode: '5600011' }, 'Invalid Pincode'],
    [{ ...good, phone: '12345' }, 'Enter a valid 10-digit mobile number'],
    [{ ...good, phone: '5876543210' }, 'Enter a valid 10-digit mobile number'],
  ])('rejects %j with the same message as the form', async (body, message) => {
    const res = await post('get_in_touch', body);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
  });

  it('rejects a body that is not JSON, and a malformed key', async () => {
    const res = await fetch(`${backend.url}/rest/get_in_touch`, {
      method: 'POST',
      body: 'name=x',
      headers: { 'X-Forwarded-For': 'bad-body' },
    });
    expect(res.status).toBe(400);
    const badKey = await post('get_in_touch', good, { 'Idempotency-Key': 'no spaces allowed' });
    expect(badKey.status).toBe(400);
  });

  it('keeps one row per idempotency key, however often it is sent', async () => {
    const sends = await Promise.all([1, 2, 3].map(() => post('get_in_touch', good, { 'Idempotency-Key': 'same-key-42' }, '10.9.9.9')));
    expect(sends.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const replies = await Promise.all(sends.map((r) => r.json()));
    expect(new Set(replies.map((r) => r.msg)).size).toBe(1);
    const status = await (await fetch(`${backend.url}/rest/leads/same-key-42`)).json();
    expect(status.deliveries).toBe(3);
  });

  it('limits each client with a clear 429, while a retry of a stored lead still goes through', async () => {
    const as = '10.7.7.7';
    for (let i = 0; i < 3; i++) expect((await post('get_in_touch', good, { 'Idempotency-Key': `limit-key-${i}x` }, as)).status).toBe(201);
    const limited = await post('get_in_touch', good, { 'Idempotency-Key': 'limit-key-9x' }, as);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).message).toMatch(/^Too many requests from your connection\. .*please wait 10 minutes/);
    expect((await post('get_in_touch', good, { 'Idempotency-Key': 'limit-key-0x' }, as)).status).toBe(200);
    expect((await post('get_in_touch', good, {}, '10.7.7.8')).status).toBe(201);
  });
});

describe('POST /rest/callback', () => {
  it('accepts a callback without a pincode, about a product', async () => {
    const res = await post('callback', { name: 'Ravi', phone: '9123456789', pincode: '', productName: 'Statuario Marble', sku: 'TL-1001' });
    expect(res.status).toBe(201);
    expect((await res.json()).msg).toMatch(/call you back on 9123456789/);
  });

  it.each([
    [{ name: '', phone: '9123456789' }, 'Please enter your name'],
    [{ name: 'Ravi', phone: '' }, 'Please enter your mobile number'],
    [{ name: 'Ravi', phone: '91234' }, 'Enter a valid 10-digit mobile number'],
    [{ name: 'Ravi', phone: '9123456789', pincode: '12' }, 'Pincode must be 6 digits'],
  ])('rejects %j', async (body, message) => {
    const res = await post('callback', body);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
  });

  it('answers 404 for the status of a key never sent', async () => {
    expect((await fetch(`${backend.url}/rest/leads/never-sent-key`)).status).toBe(404);
  });
});
