import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteComponent, registerRemoteManifests, resetRemote } from '../loadRemoteModule';

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
});
