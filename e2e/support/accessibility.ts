import type { Page } from '@playwright/test';

/**
 * Whether the browser's accessibility tree says the button named `name` is expanded (what a screen reader
 * announces), read from Chromium itself: a native popover's invoker is expanded by the browser, with no
 * `aria-expanded` attribute for a test to read. Undefined when the button has no expanded state at all.
 */
export async function announcedExpanded(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodes } = await cdp.send('Accessibility.queryAXTree', { nodeId: root.nodeId, accessibleName: name, role: 'button' });
    const expanded = nodes.flatMap((n) => n.properties ?? []).find((p) => p.name === 'expanded');
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await cdp.detach();
  }
}
