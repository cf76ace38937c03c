import { startTestBackend, type TestBackend } from '../../testing/testServer';

// Issue 17 item 6: an idempotency key is bound to its payload. Reused with another person's lead it used to replay
// the first person's reply (name and phone); now it answers 409 and stores nothing.
let backend: TestBackend;
beforeAll(async () => {
  process.env.TILES_TRUSTED_PROXIES = '127.0.0.1, ::1';
  backend = await startTestBackend();
});
afterAll(() => backend.close());

let client = 0;
const post = (path: string, body: unknown, key: string) =>
  fetch(`${backend.url}/rest/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, 'X-Forwarded-For': `10.1.0.${++client}` },
    body: JSON.stringify(body),
  });
const asha = { name: 'Asha Rao', phone: '9876543210', pincode: '560001' };
const ravi = { name: 'Ravi Iyer', phone: '9123456780', pincode: '600001' };

it('answers the same reply to the same payload, and 409 to another payload under that key', async () => {
  const first = await post('get_in_touch', asha, 'bound-key-0001');
  expect(first.status).toBe(201);
  const firstMsg = (await first.json()).msg;
  // The same lead again, even with surrounding spaces (stored trimmed): a replay.
  const again = await post('get_in_touch', { ...asha, name: ' Asha Rao ' }, 'bound-key-0001');
  expect([again.status, again.headers.get('idempotent-replayed'), (await again.json()).msg]).toEqual([200, 'true', firstMsg]);
  const other = await post('get_in_touch', ravi, 'bound-key-0001');
  expect(other.status).toBe(409);
  const body = await other.json();
  expect(body.message).toBe('This Idempotency-Key was already used for a different request. Send a new request with a new key.');
  expect(JSON.stringify(body)).not.toMatch(/Asha|9876543210/);
  const status = await (await fetch(`${backend.url}/rest/leads/bound-key-0001`)).json();
  expect(status.deliveries).toBe(2);
});

it('binds the key to the kind of lead too', async () => {
  expect((await post('get_in_touch', asha, 'bound-key-0002')).status).toBe(201);
  expect((await post('callback', asha, 'bound-key-0002')).status).toBe(409);
});

it('answers 409 to every racing request that carries another payload, and stores one lead', async () => {
  const sends = await Promise.all([asha, ravi, asha, ravi].map((p) => post('get_in_touch', p, 'bound-key-0003')));
  const statuses = sends.map((r) => r.status);
  expect(statuses.filter((s) => s === 201)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(2);
  expect((await (await fetch(`${backend.url}/rest/leads/bound-key-0003`)).json()).deliveries).toBe(2);
});
