/** @jest-environment node */
import { localSettings, PORTS } from '@tiles/shared';
import { render } from '../render';

const settings = localSettings(PORTS);

describe('the header’s server render', () => {
  it('renders the banner the browser shows first: help line, links, and sized empty slots for other teams', async () => {
    const result = await render('mf_header/Header', { url: 'http://localhost:3000/tiles/wooden-tiles', settings });
    const html = result!.html;
    expect(html).toContain(`tel:${settings.phone.replace(/[^\d+]/g, '')}`);
    expect(html).toContain('lang="en"');
    for (const slot of ['mf_search-SearchBox', 'mf_cart-MiniCart', 'mf_leads-CallbackButton']) expect(html).toContain(`data-slot="${slot}"`);
    expect(html).toContain('class="shell-slot-cart"');
  });

  it('renders in the language of the host it was asked for', async () => {
    const result = await render('mf_header/Header', { url: 'http://hi.localhost:3000/', settings });
    expect(result!.html).toContain('lang="hi"');
  });

  it('leaves the server’s globals as it found them', async () => {
    const before = (globalThis as { location?: unknown }).location;
    await render('mf_header/Header', { url: 'http://ta.localhost:3000/', settings });
    expect((globalThis as { location?: unknown }).location).toBe(before);
  });

  it('renders nothing for modules it does not own', async () => {
    expect(await render('mf_catalog/HomePage', { url: 'http://localhost:3000/', settings })).toBeNull();
  });
});
