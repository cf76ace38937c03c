import { withTestBackend } from '../testing/testServer';

// The backend's own default: no trusted proxy. A local process calling it directly is one client, whatever it forwards.
delete process.env.TILES_TRUSTED_PROXIES;
const backend = withTestBackend();
// 21 sign-ins, each one password hash: seconds on a busy machine.
jest.setTimeout(60_000);

const SIGN_IN = 'mutation ($e: String!) { generateCustomerToken(email: $e, password: "Wrong-Password-1") { token } }';

describe('a direct caller on loopback cannot pick a client identity', () => {
  it('blocks the 21st failed sign-in although every attempt forwards another address (as through the shell)', async () => {
    const messages: string[] = [];
    for (let i = 1; i <= 21; i++) {
      const answer = await backend().graphql(SIGN_IN, { e: `guess${i}@example.com` }, { 'X-Forwarded-For': `198.51.100.${i}` });
      messages.push(answer.errors?.[0].message ?? '');
    }
    expect(messages.slice(0, 20).every((m) => m.startsWith('The account sign-in was incorrect'))).toBe(true);
    expect(messages[20]).toMatch(/^Too many failed sign-in attempts from your connection\./);
  });
});
