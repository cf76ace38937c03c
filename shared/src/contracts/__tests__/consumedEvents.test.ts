/** @jest-environment node */
// Each remote's src/contracts/consumes.json holds the payloads its handlers are tested with. Every remote's
// `npm test` runs this file: a producer that changes an event so a consumer's payload no longer keeps the contract
// (a field renamed or made required, a value dropped from a union) fails here, in its own loop.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import eventsSchema from '../schemas/events.schema.json';
import { REMOTE_FOLDERS } from '../remotes';
import { eventContractErrors, type ConsumedEvents } from '../../testing/contracts';

const root = path.resolve(__dirname, '../../../..');
const consumesOf = (folder: string) =>
  JSON.parse(readFileSync(path.join(root, folder, 'src/contracts/consumes.json'), 'utf8')) as ConsumedEvents;

/** The events a remote's code subscribes to (useBusEvent, useBusState, bus.subscribe / on / last), tests aside. */
function subscribedIn(dir: string): Set<string> {
  const found = new Set<string>();
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) {
      if (entry !== '__tests__' && entry !== 'gql' && entry !== 'dev') subscribedIn(file).forEach((n) => found.add(n));
    } else if (/\.tsx?$/.test(entry)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(?:useBusEvent|useBusState|\.subscribe|\.on|\.last)\(\s*'([a-z]+:[a-z-]+)'/g)) found.add(m[1]);
    }
  }
  return found;
}

describe.each(Object.values(REMOTE_FOLDERS))('%s: the events it consumes', (folder) => {
  it('names exactly the events its code subscribes to', () => {
    expect(Object.keys(consumesOf(folder).events).sort()).toEqual([...subscribedIn(path.join(root, folder, 'src'))].sort());
  });

  it('each payload its tests hand its handlers keeps the events contract', () => {
    for (const [name, payloads] of Object.entries(consumesOf(folder).events)) {
      expect(Object.keys(eventsSchema.properties)).toContain(name);
      expect(payloads.length).toBeGreaterThan(0);
      for (const payload of payloads) expect(eventContractErrors(name, payload)).toEqual([]);
    }
  });
});
