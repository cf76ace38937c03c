import { cacheSpace, RequestCache } from '../requestCache';

const ROUTES = cacheSpace<{ ok: boolean; path: string }>('test:route');
const OTHER = cacheSpace<string>('test:other');

/** A load the test answers when it chooses, counting how often it was started. */
function deferredLoad<T>() {
  let started = 0;
  let answer!: (value: T) => void;
  let fail!: (err: Error) => void;
  const load = () => {
    started += 1;
    return new Promise<T>((resolve, reject) => {
      answer = resolve;
      fail = reject;
    });
  };
  return { load, started: () => started, answer: (v: T) => answer(v), fail: (e: Error) => fail(e) };
}

describe('the request cache', () => {
  it('joins a request already on its way, then answers from what it kept', async () => {
    const cache = new RequestCache();
    const store = deferredLoad<{ ok: boolean; path: string }>();
    const first = cache.request(ROUTES, 'tiles', store.load);
    const second = cache.request(ROUTES, 'tiles', store.load);
    expect(cache.peek(ROUTES, 'tiles')).toBeUndefined();
    store.answer({ ok: true, path: 'tiles' });
    expect(await first).toBe(await second);
    expect(cache.peek(ROUTES, 'tiles')).toEqual({ ok: true, path: 'tiles' });
    await cache.request(ROUTES, 'tiles', store.load);
    expect(store.started()).toBe(1);
  });

  it('does not keep an answer turned down (a failure) or a thrown error: asking again retries', async () => {
    const cache = new RequestCache();
    const store = deferredLoad<{ ok: boolean; path: string }>();
    const failed = cache.request(ROUTES, 'tiles', store.load, (r) => r.ok);
    store.answer({ ok: false, path: 'tiles' });
    await failed;
    expect(cache.peek(ROUTES, 'tiles')).toBeUndefined();
    const thrown = cache.request(ROUTES, 'tiles', store.load);
    store.fail(new Error('offline'));
    await expect(thrown).rejects.toThrow('offline');
    void cache.request(ROUTES, 'tiles', store.load);
    expect(store.started()).toBe(3);
  });

  it('hands a primed answer out once when taken; later asks load afresh', async () => {
    const cache = new RequestCache();
    cache.prime(ROUTES, 'tiles', { ok: true, path: 'from the server' });
    expect(cache.peek(ROUTES, 'tiles')?.path).toBe('from the server');
    expect((await cache.take(ROUTES, 'tiles'))?.path).toBe('from the server');
    expect(cache.take(ROUTES, 'tiles')).toBeUndefined();
    expect(cache.peek(ROUTES, 'tiles')).toBeUndefined();
  });

  it('keeps spaces and caches apart: the same key in another space or another request is another entry', () => {
    const one = new RequestCache();
    one.prime(ROUTES, 'k', { ok: true, path: 'route' });
    one.prime(OTHER, 'k', 'other');
    expect(one.peek(ROUTES, 'k')?.path).toBe('route');
    expect(one.peek(OTHER, 'k')).toBe('other');
    expect(new RequestCache().peek(ROUTES, 'k')).toBeUndefined();
  });
});
