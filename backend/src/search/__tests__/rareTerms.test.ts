import SearchableMap from 'minisearch/SearchableMap';
import { RareTerms } from '../rareTerms';

/** SKU-like terms as the catalogue indexes them ("TL-1001 TL1001": "1001", "tl1001"), plus a few words and scripts. */
const terms = [
  ...Array.from({ length: 3000 }, (_, i) => [String(1001 + i * 7), `tl${1001 + i * 7}`]).flat(),
  'marble',
  'marbel',
  'mar',
  'ma',
  'மார்பிள்',
  'मार्बल',
  '600x600',
  '600x600mm',
];
const rare = new RareTerms(terms, terms.keys());
const tree = new SearchableMap<number>();
terms.forEach((t, id) => tree.set(t, id));

const sorted = <T>(entries: Iterable<[string, T]>) => [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

describe('single-document terms in a sorted list', () => {
  const queries = [
    '1',
    '10',
    '100',
    '1001',
    '2',
    '21',
    'tl',
    'tl1',
    'tl100',
    'tl10015',
    'l1001',
    '1o01',
    'ma',
    'marb',
    'marble',
    'மார்',
    'मा',
    '600',
    '600x60',
    'zzz',
    '',
  ];

  it('finds a term exactly as the radix tree does', () => {
    for (const q of [...queries, ...terms.slice(0, 200)]) expect(rare.get(q)).toBe(tree.get(q));
  });

  it('finds the terms a prefix begins, in term order', () => {
    for (const q of queries) expect([...rare.atPrefix(q)]).toEqual(sorted(tree.atPrefix(q)));
  });

  it('finds the terms within an edit distance, with their distances', () => {
    for (const q of queries.filter(Boolean)) {
      for (const d of [1, 2]) expect(sorted(rare.fuzzyGet(q, d))).toEqual(sorted(tree.fuzzyGet(q, d)));
    }
  });
});
