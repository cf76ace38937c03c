/**
 * One cache for the data a render works from, in place of a prefetch / prime / forget trio per feature. On the
 * server there is one per request (a render's data never outlives its request, so renders of one remote overlap
 * freely); in the browser there is one per page load, fed with what the server rendered from (see
 * requestCacheContext.tsx). Entries are grouped in typed spaces, so each feature reads back the type it stored.
 */
export interface CacheSpace<T> {
  readonly name: string;
  /** Only a type marker: nothing is stored here. */
  readonly __type?: T;
}

/** A feature's part of the cache, e.g. `cacheSpace<ListingAnswer>('mf_catalog:listing')` (owner first). */
export const cacheSpace = <T>(name: string): CacheSpace<T> => ({ name });

interface Entry<T> {
  promise: Promise<T>;
  settled: boolean;
  value?: T;
}

const always = () => true;

export class RequestCache {
  readonly #entries = new Map<string, Entry<unknown>>();

  #key = (space: CacheSpace<unknown>, key: string) => `${space.name}\u0000${key}`;

  /**
   * The answer for `key`: the one already here, the request already on its way (a prefetch and the page's hook share
   * one call), or `load()` started now. An answer `keep` turns down (a failure) is not kept, so asking again retries.
   */
  request<T>(space: CacheSpace<T>, key: string, load: () => Promise<T>, keep: (answer: T) => boolean = always): Promise<T> {
    const id = this.#key(space, key);
    const known = this.#entries.get(id) as Entry<T> | undefined;
    if (known) return known.promise;
    const entry: Entry<T> = { settled: false, promise: Promise.resolve() as Promise<never> };
    const mine = () => this.#entries.get(id) === entry;
    entry.promise = load().then(
      (answer) => {
        if (mine() && keep(answer)) Object.assign(entry, { settled: true, value: answer });
        else if (mine()) this.#entries.delete(id);
        return answer;
      },
      (err: unknown) => {
        if (mine()) this.#entries.delete(id);
        throw err;
      },
    );
    this.#entries.set(id, entry as Entry<unknown>);
    return entry.promise;
  }

  /** Stores an answer fetched elsewhere (by the server render, handed over in the page). */
  prime<T>(space: CacheSpace<T>, key: string, answer: T): void {
    this.#entries.set(this.#key(space, key), { promise: Promise.resolve(answer), settled: true, value: answer });
  }

  /** The answer for `key` if it is here already: a first render reads it synchronously. */
  peek<T>(space: CacheSpace<T>, key: string): T | undefined {
    const entry = this.#entries.get(this.#key(space, key)) as Entry<T> | undefined;
    return entry?.settled ? entry.value : undefined;
  }

  /** Takes the entry out (answer or request on its way): used once, so a retry or a later visit asks afresh. */
  take<T>(space: CacheSpace<T>, key: string): Promise<T> | undefined {
    const id = this.#key(space, key);
    const entry = this.#entries.get(id) as Entry<T> | undefined;
    this.#entries.delete(id);
    return entry?.promise;
  }
}
