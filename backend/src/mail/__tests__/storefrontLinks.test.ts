// Every mailed link opens the storefront the store actually runs on: `npm start` gives the backend the shell's own
// port (scripts/backendProcess.mjs storeUrlsEnv), and a production start without a storefront URL does not start.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { withTestBackend } from '../../testing/testServer';
import { createAndSignIn, uniqueEmail } from '../../customer/__tests__/helpers';
import { CONFIG_EXIT_CODE } from '../../configError';
import { newestMailTo, useTempMailDir } from './mailbox';
import { storeUrlsEnv } from '../../../../scripts/backendProcess.mjs';

const mailDir = useTempMailDir();
// What `npm start` gives the backend when the shell runs on :3200 and nothing else is said.
const started = storeUrlsEnv({}, 3200);
Object.assign(process.env, started);
process.env.TILES_PASSWORD_RESET_INTERVAL_MINUTES = '0';
process.env.TILES_ACCOUNT_CREATE_LIMIT = '1000/600';
const backend = withTestBackend();
jest.setTimeout(60_000);

async function mailedLink(email: string, store: string) {
  const answer = await backend().graphql('mutation ($e: String!) { requestPasswordResetEmail(email: $e) }', { e: email }, { Store: store });
  expect(answer.data).toEqual({ requestPasswordResetEmail: true });
  return new URL(/https?:\/\/\S+/.exec(newestMailTo(mailDir, email)?.text ?? '')?.[0] ?? 'http://missing.example');
}

describe('mailed links open the storefront npm start runs', () => {
  it('with the shell on :3200, reset links open :3200 (and hi. / ta. of the same host)', async () => {
    expect(started).toEqual({ TILES_PUBLIC_URL: 'http://localhost:3200', TILES_STOREFRONT_URL: 'http://localhost:3200' });
    const email = uniqueEmail();
    await createAndSignIn(backend(), email);
    expect((await mailedLink(email, 'default')).origin).toBe('http://localhost:3200');
    expect((await mailedLink(email, 'hi')).origin).toBe('http://hi.localhost:3200');
    expect((await mailedLink(email, 'ta')).origin).toBe('http://ta.localhost:3200');
  });

  it('an operator’s storefront URL is kept; in production none is guessed', () => {
    expect(storeUrlsEnv({ TILES_STOREFRONT_URL: 'https://tiles.example' }, 3200).TILES_STOREFRONT_URL).toBeUndefined();
    expect(storeUrlsEnv({ NODE_ENV: 'production' }, 3200)).toEqual({ TILES_PUBLIC_URL: 'http://localhost:3200' });
  });

  it('a production start without TILES_STOREFRONT_URL stops with one line and exit code 78', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', TILES_DB: ':memory:', TILES_PORT_BACKEND: '4338' };
    delete env.TILES_STOREFRONT_URL;
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, '../../server.ts')], {
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(CONFIG_EXIT_CODE);
    expect(run.stderr.trim()).toBe(
      '[backend] configuration error: TILES_STOREFRONT_URL must be set in production (NODE_ENV=production): the origin shoppers open the store at, such as https://tiles.example; mailed links point there.',
    );
  });
});
