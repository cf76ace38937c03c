/**
 * Sets of catalogue positions as bit arrays (32 positions a word): a facet value, a category or a filter's matches.
 * Intersections and counts work a word at a time, so counting a facet option over 50,000 tiles is ~1,600 words.
 */
export type Bitset = Uint32Array;

export const emptySet = (size: number): Bitset => new Uint32Array((size + 31) >>> 5);

export function fullSet(size: number): Bitset {
  const set = emptySet(size);
  set.fill(0xffffffff);
  if (size & 31) set[set.length - 1] = (1 << (size & 31)) - 1;
  return set;
}

export const add = (set: Bitset, position: number): void => {
  set[position >>> 5] |= 1 << (position & 31);
};

export const has = (set: Bitset, position: number): boolean => (set[position >>> 5] & (1 << (position & 31))) !== 0;

function bitsIn(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
}

export function count(set: Bitset): number {
  let n = 0;
  for (let i = 0; i < set.length; i++) if (set[i]) n += bitsIn(set[i]);
  return n;
}

/** |a ∩ b| without building the intersection: a facet option's count within the filtered set. */
export function countBoth(a: Bitset, b: Bitset): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) {
    const w = a[i] & b[i];
    if (w) n += bitsIn(w);
  }
  return n;
}

export function intersect(a: Bitset, b: Bitset): Bitset {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i] & b[i];
  return out;
}

export function unionInto(target: Bitset, source: Bitset): Bitset {
  for (let i = 0; i < target.length; i++) target[i] |= source[i];
  return target;
}

/** Positions in the set, ascending (catalogue order), stopping after `limit`. */
export function positionsOf(set: Bitset, limit = Infinity): number[] {
  const out: number[] = [];
  for (let i = 0; i < set.length && out.length < limit; i++) {
    let w = set[i];
    while (w && out.length < limit) {
      const low = w & -w;
      out.push((i << 5) + 31 - Math.clz32(low));
      w ^= low;
    }
  }
  return out;
}
