/** @jest-environment node */
// The working agreement: logic hooks are tested against the real backend over HTTP (test-only imports).
import { withBackendPage } from '../../../../../backend/src/testing/browserPage';
import { act, renderHook, waitFor } from '@testing-library/react';
import { getRuntimeSettings, setRuntimeSettings } from '@tiles/shared';
import { useMenuTree } from '../useMenuTree';

withBackendPage('/checkout/cart');
jest.setTimeout(60_000);
// The first menu query of a fresh backend reads the whole category tree: ~1 s alone, longer beside other suites.
const ANSWERED = { timeout: 15_000 };

describe('the menu tree (useMenuTree) in a browser that loads it itself', () => {
  it('comes from the store’s category tree', async () => {
    const { result } = renderHook(() => useMenuTree());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'), ANSWERED);
    if (result.current.status !== 'ready') throw new Error('not ready');
    expect(result.current.entries.map((e) => e.name)).toContain('All Tiles');
    expect(result.current.partial).toBeUndefined();
  });

  it('says the menu could not load when the store cannot be reached, and Try again brings it back', async () => {
    const reachable = getRuntimeSettings().graphqlUrl;
    // Nothing listens on port 9 here: the store is unreachable, as when a phone loses its connection.
    setRuntimeSettings({ ...getRuntimeSettings(), graphqlUrl: 'http://127.0.0.1:9/graphql' });
    const { result } = renderHook(() => useMenuTree());
    await waitFor(() => expect(result.current.status).toBe('error'), ANSWERED);
    setRuntimeSettings({ ...getRuntimeSettings(), graphqlUrl: reachable });
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'), ANSWERED);
  });
});
