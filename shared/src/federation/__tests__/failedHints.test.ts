import { forgetFailedHints } from '../healPlugin';

const CART = 'http://cart.test/';
const SEARCH = 'http://search.test/';

/**
 * jsdom loads nothing, so this stands in for Chromium's handling of preloads: a hint's outcome is remembered per URL,
 * a second preload of the URL answers with it, and the first script or stylesheet for the URL takes a failed one
 * over (an error, without a request); after that the URL goes to the network, which `network` answers.
 */
function fakeBrowser(failedHints: string[], network: (url: string) => boolean = () => true) {
  const remembered = new Set(failedHints);
  const consumers: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const node of records.flatMap((r) => [...r.addedNodes])) {
      const el = node as HTMLLinkElement & HTMLScriptElement;
      const url = el.href || el.src;
      const isPreload = el instanceof HTMLLinkElement && el.rel === 'preload';
      if (!isPreload) consumers.push(`${el.tagName.toLowerCase()} ${url}`);
      const failedBefore = remembered.has(url);
      if (!isPreload) remembered.delete(url);
      const ok = failedBefore ? false : network(url);
      el.dispatchEvent(new Event(ok ? 'load' : 'error'));
    }
  });
  observer.observe(document.head, { childList: true });
  return { consumers, remembered, stop: () => observer.disconnect() };
}

function hint(href: string, as: 'script' | 'style') {
  document.head.append(Object.assign(document.createElement('link'), { rel: 'preload', as, href }));
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('forgetFailedHints: a remote that is back is not failed again by its page hints', () => {
  it('uses up each failed hint of the remote with a script or stylesheet, and says some had failed', async () => {
    hint(`${CART}616.js`, 'script');
    hint(`${CART}MiniCart.css`, 'style');
    hint(`${CART}remoteEntry.js`, 'script');
    const browser = fakeBrowser([`${CART}616.js`, `${CART}MiniCart.css`]);
    await expect(forgetFailedHints(CART)).resolves.toBe(true);
    browser.stop();
    expect(browser.remembered.size).toBe(0);
    // The hint that loaded is not requested again: nothing of it runs twice.
    expect(browser.consumers.sort()).toEqual([`link ${CART}MiniCart.css`, `script ${CART}616.js`]);
    // Nothing the check added stays in the page, and the hints have done their work.
    expect(document.head.children).toHaveLength(0);
  });

  it('leaves other remotes’ hints alone and says so when none of this remote’s had failed', async () => {
    hint(`${CART}616.js`, 'script');
    hint(`${SEARCH}SearchBox.css`, 'style');
    const browser = fakeBrowser([`${SEARCH}SearchBox.css`]);
    await expect(forgetFailedHints(CART)).resolves.toBe(false);
    browser.stop();
    expect(browser.consumers).toEqual([]);
    expect(browser.remembered.has(`${SEARCH}SearchBox.css`)).toBe(true);
    expect(document.head.querySelector('link')?.href).toBe(`${SEARCH}SearchBox.css`);
  });

  it('checks each hint once: slots failing together share one check, and a later failure finds nothing left', async () => {
    hint(`${CART}616.js`, 'script');
    const browser = fakeBrowser([`${CART}616.js`]);
    const [first, second] = [forgetFailedHints(CART), forgetFailedHints(CART)];
    expect(second).toBe(first);
    await expect(first).resolves.toBe(true);
    await expect(forgetFailedHints(CART)).resolves.toBe(false);
    browser.stop();
    expect(browser.consumers).toEqual([`script ${CART}616.js`]);
  });

  it('a hint whose check hangs (a remote that does not answer) is given up after a while', async () => {
    jest.useFakeTimers();
    try {
      hint(`${CART}616.js`, 'script');
      const result = forgetFailedHints(CART);
      await jest.advanceTimersByTimeAsync(2000);
      await expect(result).resolves.toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});
