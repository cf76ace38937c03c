import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startTestBackend, type TestBackend } from '../../testing/testServer';
import { ASKS, type Ask } from './recordedAnswers.queries';

/**
 * The 360-tile catalogue answers exactly as it did before listings, facets and search moved onto indexes: every
 * question of recordedAnswers.queries.ts is asked over HTTP, in order, and its answer compared with the one recorded.
 * RECORD_ANSWERS=1 writes the answers instead (only when the change is meant to alter what shoppers see).
 */
const FIXTURE = path.join(__dirname, 'recordedAnswers.json');
const recording = process.env.RECORD_ANSWERS === '1';

let backend: TestBackend;
beforeAll(async () => {
  process.env.TILES_CATALOGUE_SIZE = '360';
  // Top queries count distinct shoppers: the questions speak as several, through loopback as a trusted proxy.
  process.env.TILES_TRUSTED_PROXIES = '127.0.0.1, ::1';
  backend = await startTestBackend();
}, 60000);
afterAll(() => backend.close());

async function answer(ask: Ask): Promise<unknown> {
  const headers: Record<string, string> = { 'X-Forwarded-For': ask.client ?? '10.9.9.9' };
  if (ask.store) headers.Store = ask.store;
  if ('graphql' in ask) {
    const res = await fetch(`${backend.url}/graphql`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: ask.graphql }),
    });
    const body = (await res.json()) as { data?: unknown; errors?: { message: string }[] };
    return { status: res.status, data: body.data ?? null, errors: body.errors?.map((e) => e.message) ?? [] };
  }
  const res = await fetch(`${backend.url}${ask.rest}`, { headers });
  const body = (await res.json()) as { searchMetaData?: { queryTime?: number } };
  // The time taken is the only part of the answer that may differ between runs.
  delete body.searchMetaData?.queryTime;
  return { status: res.status, body };
}

it('answers the recorded questions as recorded', async () => {
  const answers: Record<string, unknown> = {};
  for (const ask of ASKS) answers[ask.name] = await answer(ask);
  if (recording) {
    writeFileSync(FIXTURE, `${JSON.stringify(answers, null, 1)}\n`);
    return;
  }
  expect(existsSync(FIXTURE)).toBe(true);
  const recorded = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, unknown>;
  expect(Object.keys(answers)).toEqual(Object.keys(recorded));
  for (const ask of ASKS) expect({ [ask.name]: answers[ask.name] }).toEqual({ [ask.name]: recorded[ask.name] });
}, 120000);
