/** @jest-environment node */
// The working agreement: logic hooks are tested against the real backend over HTTP (test-only imports).
import { withBackendPage } from '../../../../../backend/src/testing/browserPage';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { localSettings, MemoryRouter, PORTS, setRuntimeSettings, useLocation, useNavigate } from '@tiles/shared';
import { useListing } from '../useListing';

const FLOOR = '/tiles/floor-tiles';
const backend = withBackendPage(FLOOR);
let floorUid = '';
jest.setTimeout(60_000);
beforeAll(async () => {
  const { data } = await backend().graphql<{ categoryList: { uid: string }[] }>(
    '{ categoryList(filters: { url_path: { eq: "tiles/floor-tiles" } }) { uid } }',
  );
  floorUid = data!.categoryList[0].uid;
});

/** The listing at a URL, with the router's location and navigate (the listing's state lives in the URL). */
async function openListing(url = FLOOR) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  const view = renderHook(() => ({ listing: useListing(floorUid), location: useLocation(), navigate: useNavigate() }), { wrapper });
  await waitFor(() => expect(view.result.current.listing.status).not.toBe('loading'));
  return view;
}

type View = Awaited<ReturnType<typeof openListing>>;
/** Acts like the shopper, then waits for the listing of the new URL to have loaded. */
async function choose(view: View, action: () => void) {
  const before = view.result.current.location.search;
  act(action);
  await waitFor(() => expect(view.result.current.location.search).not.toBe(before));
  await waitFor(() => expect(view.result.current.listing.status).toBe('ready'));
}

describe('a category listing (useListing) against the real store', () => {
  it('shows the first page of tiles with their count, pages and facets', async () => {
    const { result } = await openListing();
    const listing = result.current.listing;
    expect(listing.status).toBe('ready');
    expect(listing.items).toHaveLength(24);
    expect(listing.totalCount).toBeGreaterThan(24);
    expect(listing.page).toBe(1);
    expect(listing.totalPages).toBe(Math.ceil(listing.totalCount / 24));
    expect(listing.facets.length).toBeGreaterThan(0);
    expect(listing.ignored).toEqual([]);
  });

  it('the second page follows the first, numbered from 25', async () => {
    const view = await openListing();
    const firstPage = view.result.current.listing.items.map((p) => p.sku);
    const href = view.result.current.listing.pageHref(2);
    await choose(view, () => view.result.current.navigate(href));
    const listing = view.result.current.listing;
    expect(listing.page).toBe(2);
    expect(listing.firstPosition).toBe(25);
    expect(listing.items.map((p) => p.sku).filter((sku) => firstPage.includes(sku))).toEqual([]);
  });

  it('a filter narrows the tiles and shows as chosen; clearing the filters brings them all back', async () => {
    const view = await openListing();
    const all = view.result.current.listing.totalCount;
    const group = view.result.current.listing.facets.find((f) => f.options.length > 1)!;
    const option = group.options.find((o) => o.count < all)!;
    await choose(view, () => view.result.current.listing.handleToggleFacet(group.code, option.value));
    expect(view.result.current.location.search).toContain(`${group.code}=${option.value}`);
    expect(view.result.current.listing.totalCount).toBe(option.count);
    expect(view.result.current.listing.applied.facets[group.code]).toEqual([option.value]);
    const clearHref = view.result.current.listing.clearHref;
    expect(clearHref).not.toContain(group.code);
    await choose(view, () => view.result.current.navigate(clearHref));
    expect(view.result.current.listing.totalCount).toBe(all);
  });

  it('sorting by price, lowest first, orders the tiles by price and starts again at page 1', async () => {
    const view = await openListing(`${FLOOR}?p=2`);
    await choose(view, () => view.result.current.listing.handleSort('price', 'asc'));
    const listing = view.result.current.listing;
    expect(listing.page).toBe(1);
    const prices = listing.items.map((p) => p.price_range.minimum_price.final_price.value ?? NaN);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('junk in the URL is ignored and said so, the rest still applies', async () => {
    const { result } = await openListing(`${FLOOR}?tile_area=999999&p=500`);
    expect(result.current.listing.error).toBeNull();
    expect(result.current.listing.ignored.sort()).toEqual(['p', 'tile_area']);
    expect(result.current.listing.page).toBe(1);
  });

  it('a store that cannot be reached is an error, not an empty listing, and Retry loads it', async () => {
    setRuntimeSettings({ ...localSettings(PORTS), graphqlUrl: 'http://127.0.0.1:9/graphql' });
    const view = await openListing();
    expect(view.result.current.listing.status).toBe('error');
    expect(view.result.current.listing.error!.network).toBe(true);
    expect(view.result.current.listing.items).toEqual([]);
    setRuntimeSettings({ ...localSettings(PORTS), graphqlUrl: `${backend().url}/graphql` });
    act(() => view.result.current.listing.handleRetry());
    await waitFor(() => expect(view.result.current.listing.status).toBe('ready'));
    expect(view.result.current.listing.items).toHaveLength(24);
  });
});
