import { healPlugin } from '../healPlugin';

const forget = jest.fn<Promise<boolean>, [string]>();

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof healPlugin>['errorLoadRemote']>>[0];

function failure(lifecycle: ErrorArgs['lifecycle'], loadRemote: jest.Mock): ErrorArgs {
  return {
    id: 'mf_cart/MiniCart',
    error: new Error('Loading chunk 616 failed'),
    from: 'runtime',
    lifecycle,
    remote: { name: 'mf_cart', entry: 'http://cart.test/v7/remoteEntry.js?release=7' },
    origin: { loadRemote },
  } as unknown as ErrorArgs;
}

beforeEach(() => forget.mockReset());

describe('healPlugin: errorLoadRemote after a remote’s page hints failed', () => {
  it('forgets the failed hints under the remote’s folder and loads the module again at once', async () => {
    forget.mockResolvedValue(true);
    const module = { default: () => null };
    const loadRemote = jest.fn().mockResolvedValue(module);
    await expect(healPlugin(forget).errorLoadRemote!(failure('onLoad', loadRemote))).resolves.toBe(module);
    expect(forget).toHaveBeenCalledWith('http://cart.test/v7/');
    expect(loadRemote).toHaveBeenCalledWith('mf_cart/MiniCart');
  });

  it('passes the failure on when no hint had failed: the slot’s retry schedule takes over', async () => {
    forget.mockResolvedValue(false);
    const loadRemote = jest.fn();
    await expect(healPlugin(forget).errorLoadRemote!(failure('onLoad', loadRemote))).resolves.toBeUndefined();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('leaves failures before a request is made (an unknown module id) alone', async () => {
    const loadRemote = jest.fn();
    await expect(healPlugin(forget).errorLoadRemote!(failure('beforeRequest', loadRemote))).resolves.toBeUndefined();
    expect(forget).not.toHaveBeenCalled();
  });
});
