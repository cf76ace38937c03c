import { expect, seriousA11yViolations, test } from '../../support/fixtures';
import { SearchPage } from '../../pages/search';

/** A scripted stand-in for the browser's speech recognition: says `words`, or fails with `error`. */
function installFakeSpeech(s: { words?: string; error?: string }) {
  {
    class FakeRecognition {
      lang = '';
      interimResults = false;
      continuous = false;
      maxAlternatives = 1;
      onresult: ((e: unknown) => void) | null = null;
      onerror: ((e: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        (window as unknown as { __speechLang: string }).__speechLang = this.lang;
        setTimeout(() => {
          if (s.error) this.onerror?.({ error: s.error });
          else if (s.words) {
            this.onresult?.({ resultIndex: 0, results: [{ isFinal: false, 0: { transcript: s.words.split(' ')[0] } }] });
            this.onresult?.({ resultIndex: 0, results: [{ isFinal: true, 0: { transcript: s.words } }] });
          }
          this.onend?.();
        }, 50);
      }
      stop() {
        this.onend?.();
      }
      abort() {
        this.onend?.();
      }
    }
    Object.assign(window, { SpeechRecognition: FakeRecognition });
  }
}

test('voice search: the transcript fills the box and submits, in the page language', async ({ page }) => {
  await page.addInitScript(installFakeSpeech, { words: 'wooden tiles' });
  const search = new SearchPage(page);
  await search.open();
  await search.voiceButton().click();
  await search.expectResultsFor('wooden tiles');
  await expect(search.box).toHaveValue('wooden tiles');
  expect(await page.evaluate(() => (window as unknown as { __speechLang: string }).__speechLang)).toBe('en-IN');
});

test('voice search: a denied microphone gives a clear message', async ({ page }) => {
  await page.addInitScript(installFakeSpeech, { error: 'not-allowed' });
  const search = new SearchPage(page);
  await search.open();
  await search.voiceButton().click();
  await expect(search.message).toContainText('microphone permission');
  await expect(page).toHaveURL(/\/$/);
});

test('voice search: no button where the browser has no speech recognition', async ({ page }) => {
  await page.addInitScript(() => {
    Object.assign(window, { SpeechRecognition: undefined, webkitSpeechRecognition: undefined });
  });
  const search = new SearchPage(page);
  await search.open();
  await expect(search.box).toBeVisible();
  await expect(search.voiceButton()).toHaveCount(0);
});

for (const file of ['search-marble.png', 'search-wood.tiff']) {
  test(`visual search: a ${file.split('.').pop()!.toUpperCase()} photo reaches similar tiles`, async ({ page }) => {
    const search = new SearchPage(page);
    await search.open();
    await search.upload(file);
    await expect(page).toHaveURL(/\/visual-search$/);
    await expect(search.heading).toHaveText('Visual search');
    await expect(page.getByRole('main').getByText(file)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
    await expect(search.results.first()).toBeVisible();
    await expect(search.results.first()).toContainText('Best match');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}

for (const [file, message] of [
  ['search-wood.gif', 'Only JPEG, PNG or TIFF'],
  ['search-notes.png', 'not a JPEG, PNG or TIFF image'],
] as const) {
  test(`visual search: ${file} is refused with a message`, async ({ page }) => {
    const search = new SearchPage(page);
    await search.open();
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/visual-search') && r.method() === 'POST') posts.push(r.url());
    });
    await search.upload(file);
    await expect(search.message).toContainText(message);
    await expect(page).toHaveURL(/\/$/);
    expect(posts).toEqual([]);
  });
}
