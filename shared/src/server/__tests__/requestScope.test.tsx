/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { useRequestCache } from '../../data/requestCacheContext';
import { cacheSpace } from '../../data/requestCache';
import { getRuntimeSettings, localSettings, setRuntimeSettings } from '../../config/runtime';
import { pageLocation } from '../../config/renderScope';
import { currentLanguage } from '../../i18n/locale';
import { atRequest, renderAt } from '../../testing/serverRequest';

const settingsFor = (api: string) => ({ ...localSettings({ shell: 3000, backend: 4000 }), graphqlUrl: `${api}/graphql` });
const PRODUCT = cacheSpace<string>('test:product');

/** Shows the product its render's cache holds, as a feature's hook reads it. */
function Product() {
  return <p>{useRequestCache().peek(PRODUCT, 'shown') ?? 'none'}</p>;
}

/**
 * One server render: its data goes into its request's cache, then (after `other` has started, so the two overlap)
 * it renders and reads what its code reads as globals in the browser.
 */
function renderOne(url: string, api: string, product: string, other: Promise<unknown>) {
  return atRequest({ url, settings: settingsFor(api) }, async (at) => {
    at.cache.prime(PRODUCT, 'shown', product);
    await other;
    const html = renderAt(at, <Product />);
    return { html, host: pageLocation()?.hostname, language: currentLanguage().code, graphqlUrl: getRuntimeSettings().graphqlUrl };
  });
}

describe('a server render reads its own request’s data, location and settings', () => {
  it('even while another request’s render of the same module overlaps it', async () => {
    let releaseHindi!: () => void;
    const hindiMayFinish = new Promise<void>((resolve) => {
      releaseHindi = resolve;
    });
    // The Hindi render starts first and finishes last: the English one loads, renders and reads in between.
    const hindi = renderOne('http://hi.localhost:3000/tiles', 'http://api-one', 'Hindi tile', hindiMayFinish);
    const english = await renderOne('http://localhost:3000/tiles', 'http://api-two', 'English tile', Promise.resolve());
    releaseHindi();
    expect(english).toEqual({ html: '<p>English tile</p>', host: 'localhost', language: 'en', graphqlUrl: 'http://api-two/graphql' });
    expect(await hindi).toEqual({ html: '<p>Hindi tile</p>', host: 'hi.localhost', language: 'hi', graphqlUrl: 'http://api-one/graphql' });
  });

  it('patches no global: outside a render the process keeps its own settings and has no location', async () => {
    const processSettings = settingsFor('http://process');
    setRuntimeSettings(processSettings);
    await renderOne('http://ta.localhost:3000/', 'http://api-three', 'Tamil tile', Promise.resolve());
    expect('location' in globalThis).toBe(false);
    expect(pageLocation()).toBeUndefined();
    expect(getRuntimeSettings()).toBe(processSettings);
  });

  it('cannot render a component that reads its data without the request’s cache', () => {
    expect(() => renderToString(<Product />)).toThrow(/RequestCacheProvider/);
  });
});
