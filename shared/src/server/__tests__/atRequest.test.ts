/** @jest-environment node */
import { getRuntimeSettings, localSettings, setRuntimeSettings } from '../../config/runtime';
import { currentLanguage } from '../../i18n/locale';
import { atRequest } from '../serverRender';

const settingsFor = (api: string) => ({ ...localSettings({ shell: 3000, backend: 4000 }), graphqlUrl: `${api}/graphql` });
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a render's code sees after waiting on the network, as the browser code it runs reads it. */
async function seenAfter(url: string, api: string, waitMs: number) {
  return atRequest({ url, settings: settingsFor(api) }, async () => {
    await tick(waitMs);
    return { host: (globalThis as unknown as { location?: URL }).location?.host, language: currentLanguage().code, graphqlUrl: getRuntimeSettings().graphqlUrl };
  });
}

describe('a server render reads its own request’s location and settings', () => {
  it('even while another request’s render overlaps it', async () => {
    // The Hindi render starts first and finishes last: the English one sets up and reads in between.
    const [hindi, english] = await Promise.all([
      seenAfter('http://hi.localhost:3000/tiles', 'http://api-one', 30),
      seenAfter('http://localhost:3000/tiles', 'http://api-two', 5),
    ]);
    expect(hindi).toEqual({ host: 'hi.localhost:3000', language: 'hi', graphqlUrl: 'http://api-one/graphql' });
    expect(english).toEqual({ host: 'localhost:3000', language: 'en', graphqlUrl: 'http://api-two/graphql' });
  });

  it('and leaves what the process itself set alone, outside any render', async () => {
    const processSettings = settingsFor('http://process');
    setRuntimeSettings(processSettings);
    await seenAfter('http://ta.localhost:3000/', 'http://api-three', 1);
    expect((globalThis as { location?: unknown }).location).toBeUndefined();
    expect(getRuntimeSettings()).toBe(processSettings);
  });
});
