import { expect, test } from '../../support/fixtures';

test('typing into the server-rendered search box before its code arrives keeps the text and shows suggestions', async ({ page }) => {
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const box = page.getByRole('combobox', { name: 'Search tiles' });
  // The server's form, typed into at once (the search team's code has not loaded yet).
  await expect(page.locator('[data-slot="mf_search-SearchBox"]')).toHaveAttribute('data-slot-state', 'server');
  await box.fill('wood');
  await expect(page.locator('[data-slot="mf_search-SearchBox"]')).toHaveAttribute('data-slot-state', 'ready');
  await expect(box).toHaveValue('wood');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
});
