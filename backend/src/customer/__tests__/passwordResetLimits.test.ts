import { withTestBackend } from '../../testing/testServer';
import { graphqlFrom } from '../../testing/fromAddress';
import { mailsTo, useTempMailDir } from '../../mail/__tests__/mailbox';
import { createAndSignIn, uniqueEmail } from './helpers';

// Magento's defaults: one request per e-mail or client per 10 minutes, 5 an hour. Each shopper is its own
// loopback address (127.0.0.x), so the limits apply per client as they would on the internet.
const mailDir = useTempMailDir();
delete process.env.TILES_PASSWORD_RESET_INTERVAL_MINUTES;
delete process.env.TILES_PASSWORD_RESET_MAX_PER_HOUR;
delete process.env.TILES_TRUSTED_PROXIES;
process.env.TILES_ACCOUNT_CREATE_LIMIT = '1000/600';
const backend = withTestBackend();
const REQUEST = 'mutation ($email: String!) { requestPasswordResetEmail(email: $email) }';
const FREQUENCY = 'We received too many requests for password resets. Please wait and try again later or contact sales@tiles.example.';
const ask = (from: string, email: string) => graphqlFrom(backend().url, from, REQUEST, { email });

describe('password reset requests are limited', () => {
  it('per e-mail: a second request for the address from another client is refused, and no second mail is written', async () => {
    const email = uniqueEmail();
    await createAndSignIn(backend(), email);
    expect((await ask('127.0.0.11', email)).data).toEqual({ requestPasswordResetEmail: true });
    expect((await ask('127.0.0.12', email)).errors?.[0].message).toBe(FREQUENCY);
    expect(mailsTo(mailDir, email)).toHaveLength(1);
  });

  it('per client: the same client asking for another address is refused', async () => {
    expect((await ask('127.0.0.13', uniqueEmail())).data).toEqual({ requestPasswordResetEmail: true });
    const known = uniqueEmail();
    await createAndSignIn(backend(), known);
    expect((await ask('127.0.0.13', known)).errors?.[0].message).toBe(FREQUENCY);
    expect(mailsTo(mailDir, known)).toEqual([]);
  });

  it('treats unknown e-mails like known ones', async () => {
    const unknown = uniqueEmail();
    expect((await ask('127.0.0.14', unknown)).data).toEqual({ requestPasswordResetEmail: true });
    expect((await ask('127.0.0.15', unknown)).errors?.[0].message).toBe(FREQUENCY);
  });
});
