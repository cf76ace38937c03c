import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteComponent, onRemoteArrival, registerRemoteManifests, resetRemote } from '../loadRemoteModule';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));
const load = loadRemote as jest.MockedFunction<typeof loadRemote>;
const register = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

const forced = () => register.mock.calls.filter(([, options]) => options?.force).length;

describe('resetRemote: the slots of a remote that failed retry on one fresh container', () => {
  it('registers the remote afresh once for slots retrying together, and again after that load has failed', async () => {
    registerRemoteManifests({ mf_cart: 'http://cart.test/mf-manifest.json' });
    expect(registerPlugins).toHaveBeenCalledTimes(1);
    load.mockRejectedValue(new Error('down'));
    await expect(loadRemoteComponent('mf_cart/MiniCart')).rejects.toThrow('down');

    // Every failed slot's timer fires at once: the mini cart, then each "Add to cart".
    resetRemote('mf_cart/MiniCart');
    resetRemote('mf_cart/AddToCart');
    resetRemote('mf_cart/AddToCart');
    expect(forced()).toBe(1);
    expect(register).toHaveBeenLastCalledWith([{ name: 'mf_cart', entry: 'http://cart.test/remoteEntry.js' }], { force: true });

    // That load fails too: the next round of retries gets a fresh container again.
    await expect(loadRemoteComponent('mf_cart/MiniCart')).rejects.toThrow('down');
    resetRemote('mf_cart/MiniCart');
    expect(forced()).toBe(2);

    // A module that loaded and then failed to render (a lazy part of it failed) may ask for a fresh container too.
    const Cart = () => null;
    load.mockResolvedValue({ default: Cart });
    await expect(loadRemoteComponent('mf_cart/MiniCart')).resolves.toBe(Cart);
    resetRemote('mf_cart/MiniCart');
    expect(forced()).toBe(3);
  });

  it('tells the slots waiting on a remote when any of its modules arrives, also one whose slot stopped waiting', async () => {
    jest.useFakeTimers();
    registerRemoteManifests({ mf_header: 'http://header.test/mf-manifest.json' });
    let deliver!: (m: { default: () => null }) => void;
    load.mockReturnValueOnce(new Promise((resolve) => (deliver = resolve)) as never);
    const late = loadRemoteComponent('mf_header/Header');
    jest.advanceTimersByTime(3000);
    await expect(late).rejects.toThrow('no answer within 3000 ms');
    const heard: string[] = [];
    const stopHeader = onRemoteArrival('mf_header', () => heard.push('header'));
    onRemoteArrival('mf_search', () => heard.push('search'));
    deliver({ default: () => null });
    await jest.runAllTimersAsync();
    expect(heard).toEqual(['header']);
    stopHeader();
    load.mockResolvedValueOnce({ default: () => null });
    await loadRemoteComponent('mf_header/CategorySlider');
    expect(heard).toEqual(['header']);
    jest.useRealTimers();
  });

  it('keeps the first code that arrived as the component when a retry on a fresh container races the late first load', async () => {
    jest.useFakeTimers();
    registerRemoteManifests({ mf_search: 'http://search.test/mf-manifest.json' });
    let first!: (m: { default: () => null }) => void;
    load.mockReturnValueOnce(new Promise((resolve) => (first = resolve)) as never);
    const late = loadRemoteComponent('mf_search/SearchBox');
    jest.advanceTimersByTime(3000);
    await expect(late).rejects.toThrow('no answer within 3000 ms');
    // The slot's retry: the remote registered afresh, a second load in flight.
    resetRemote('mf_search/SearchBox');
    let second!: (m: { default: () => null }) => void;
    load.mockReturnValueOnce(new Promise((resolve) => (second = resolve)) as never);
    const retried = loadRemoteComponent('mf_search/SearchBox');
    const FromFirst = () => null;
    const FromSecond = () => null;
    first({ default: FromFirst });
    await Promise.resolve();
    second({ default: FromSecond });
    await expect(retried).resolves.toBe(FromFirst);
    jest.useRealTimers();
  });
});
