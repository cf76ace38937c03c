import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { CONFIG_EXIT_CODE, ConfigError } from '../../configError';
import { leadWebhookFromEnv } from '../delivery/config';

const root = path.resolve(__dirname, '../../../..');
const URL_OK = 'https://crm.example.in/hooks/leads';
const SECRET_OK = 'a-long-enough-secret';

describe('the backend with a wrong webhook setting', () => {
  it.each([
    [
      { TILES_LEAD_WEBHOOK_URL: 'ftp://crm.example.in/leads', TILES_LEAD_WEBHOOK_SECRET: SECRET_OK },
      'TILES_LEAD_WEBHOOK_URL must be an absolute http',
    ],
    [{ TILES_LEAD_WEBHOOK_URL: URL_OK }, 'TILES_LEAD_WEBHOOK_SECRET must be set with TILES_LEAD_WEBHOOK_URL'],
    [
      { TILES_LEAD_WEBHOOK_URL: URL_OK, TILES_LEAD_WEBHOOK_SECRET: 'fifteen-chars!!' },
      'TILES_LEAD_WEBHOOK_SECRET must be at least 16 characters (got 15)',
    ],
  ])(
    'does not start with %j, and says why in one line',
    (settings, message) => {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'backend/src/server.ts'], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, ...settings, TILES_DB: ':memory:', TILES_PORT_BACKEND: '0' },
        timeout: 60_000,
      });
      expect(run.status).toBe(CONFIG_EXIT_CODE);
      expect(run.stderr.trim().split('\n')).toEqual([expect.stringContaining(`[backend] configuration error: ${message}`)]);
    },
    60_000,
  );
});

describe('leadWebhookFromEnv', () => {
  it('is off without a URL, and reads every setting with one', () => {
    expect(leadWebhookFromEnv({})).toBeNull();
    expect(leadWebhookFromEnv({ TILES_LEAD_WEBHOOK_URL: URL_OK, TILES_LEAD_WEBHOOK_SECRET: SECRET_OK })).toEqual({
      url: new URL(URL_OK),
      secret: SECRET_OK,
      timeoutMs: 10_000,
      retryBaseMs: 10_000,
      retryMaxMs: 3_600_000,
    });
  });

  it.each([
    [{ TILES_LEAD_WEBHOOK_URL: 'crm.example.in/leads' }, /^TILES_LEAD_WEBHOOK_URL must be an absolute/],
    [{ TILES_LEAD_WEBHOOK_URL: 'javascript:alert(1)' }, /^TILES_LEAD_WEBHOOK_URL must be an absolute/],
    [{ TILES_LEAD_WEBHOOK_URL: 'https://user:pass@crm.example.in/' }, /^TILES_LEAD_WEBHOOK_URL must not carry a user name or password/],
    [
      { TILES_LEAD_WEBHOOK_URL: '', TILES_LEAD_WEBHOOK_SECRET: SECRET_OK },
      /^TILES_LEAD_WEBHOOK_SECRET is set but TILES_LEAD_WEBHOOK_URL is not/,
    ],
    [{ TILES_LEAD_WEBHOOK_TIMEOUT_MS: '0' }, /^TILES_LEAD_WEBHOOK_TIMEOUT_MS must be a whole number/],
    [{ TILES_LEAD_WEBHOOK_RETRY_BASE_MS: '1.5' }, /^TILES_LEAD_WEBHOOK_RETRY_BASE_MS must be a whole number/],
    [
      { TILES_LEAD_WEBHOOK_RETRY_BASE_MS: '5000', TILES_LEAD_WEBHOOK_RETRY_MAX_MS: '1000' },
      /^TILES_LEAD_WEBHOOK_RETRY_MAX_MS must be a whole number of at least 5000/,
    ],
    [{ TILES_LEAD_WEBHOOK_RETRY_MAX_MS: '7200000' }, /^TILES_LEAD_WEBHOOK_RETRY_MAX_MS must be at most 3600000/],
  ])('refuses %j', (settings, message) => {
    const env = { TILES_LEAD_WEBHOOK_URL: URL_OK, TILES_LEAD_WEBHOOK_SECRET: SECRET_OK, ...settings };
    expect(() => leadWebhookFromEnv(env)).toThrow(ConfigError);
    expect(() => leadWebhookFromEnv(env)).toThrow(message);
  });

  it('never prints the secret or credentials in its message', () => {
    const tooShort = () => leadWebhookFromEnv({ TILES_LEAD_WEBHOOK_URL: URL_OK, TILES_LEAD_WEBHOOK_SECRET: 'hunter2' });
    expect(tooShort).toThrow(/got 7/);
    expect(tooShort).not.toThrow(/hunter2/);
    expect(() =>
      leadWebhookFromEnv({ TILES_LEAD_WEBHOOK_URL: 'https://u:hunter2@x.in/', TILES_LEAD_WEBHOOK_SECRET: SECRET_OK }),
    ).not.toThrow(/hunter2/);
  });
});
