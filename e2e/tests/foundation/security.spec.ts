import { expect, test } from '../../support/fixtures';
import { SHELL_URL, ports } from '../../support/ports';
import { rawRequest } from '../../support/rawRequest';

const raw = (target: string, headers: Record<string, string> = {}) => rawRequest(target, headers);

test('every page answers with an enforcing CSP (nonce, no inline or eval scripts), framing, referrer and permission rules', async ({
  page,
}) => {
  for (const path of ['/', '/tiles/wooden-tiles', '/catalogsearch/result/?q=marble', '/checkout/cart', '/no-such-tile-anywhere']) {
    const response = await page.goto(path);
    const headers = response!.headers();
    const scriptSrc = headers['content-security-policy'].split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc, path).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc, path).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'");
    expect(headers, path).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
    });
    expect(headers['permissions-policy'], path).toContain('camera=(self), microphone=(self)');
    expect(headers['access-control-allow-origin'], path).toBeUndefined();
  }
});

test('a script injected into the HTML is blocked, and the suite sees it', async ({ page, cspViolations }) => {
  // As if a page carried an injection: the server's answer, headers and all, with one inline script added.
  await page.route('**/tiles/wooden-tiles', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('</body>', '<script>window.injected = true</script></body>');
    await route.fulfill({ response, body });
  });
  await page.goto('/tiles/wooden-tiles');
  await expect.poll(() => cspViolations.filter((v) => v.startsWith('script-src')).length).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  // This test expects exactly this one violation; the fixture's check is for every other flow.
  cspViolations.length = 0;
});

test('a crafted Host changes nothing in the answer', async () => {
  const normal = await raw('/tiles/wooden-tiles');
  const crafted = await raw('/tiles/wooden-tiles', { Host: 'evil.example' });
  expect(crafted.status).toBe(200);
  expect(crafted.body).not.toContain('evil.example');
  const config = (html: string) => /window\.__TILES_REMOTES__=(.*?)<\/script>/.exec(html)![1];
  expect(config(crafted.body)).toBe(config(normal.body));
});

test('the API pass-through refuses foreign request targets; a malformed path is a 400 without exception text', async () => {
  const backend = `localhost:${ports.backend}`;
  for (const target of [`http://${backend}/graphql`, `//${backend}/rest/V1/showrooms`, `/\\${backend}/graphql`]) {
    expect((await raw(target)).status, target).toBe(400);
  }
  const malformed = await raw('/%');
  expect(malformed.status).toBe(400);
  expect(malformed.body).not.toMatch(/URIError|at \w+ \(/);
  // The pass-through itself still works.
  const ok = await fetch(`${SHELL_URL}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
  expect(ok.status).toBe(200);
});

test("$' and escaped ? or # in a URL change nothing: one ordinary page, as the browser's router sees it", async ({ page }) => {
  const normal = await raw('/tiles/floor-tiles');
  const spliced = await raw(`/tiles/floor-tiles?x=${"$'".repeat(250)}`);
  expect(spliced.status).toBe(200);
  expect(spliced.body.length).toBeLessThan(Math.max(1_000_000, normal.body.length * 1.2));
  expect(spliced.body.split('<main')).toHaveLength(2);
  const throughPath = await raw(`/tiles/floor-tiles${'%24%27'.repeat(100)}`);
  expect(throughPath.body.length).toBeLessThan(1_000_000);
  expect(throughPath.body.split('<main')).toHaveLength(2);
  // An escaped `?` is part of the category's segment: no such category, for the server as for the browser's router
  // (the fixture fails the test on a hydration mismatch between the two).
  for (const target of ['/tiles/floor-tiles%3Fproduct_list_order%3Dprice', '/tiles/floor-tiles%23top']) {
    const response = await page.goto(target);
    expect(response!.status(), target).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});
