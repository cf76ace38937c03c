import { AREAS, APPLICATIONS, COLLECTIONS, COLOURS, DESIGNS, FINISHES, SIZES, TYPES, type Lang, type Option } from '../seed/taxonomy';
import type { TileProduct } from '../seed/products';
import { attributeValues } from './filters';

const FACETS: { code: string; label: string; options: { value: string; label: (l: Lang) => string }[] }[] = [
  { code: 'tile_category', label: 'Application', options: opts(APPLICATIONS) },
  { code: 'tile_area', label: 'Space', options: opts(AREAS) },
  { code: 'tile_type', label: 'Type', options: opts(TYPES) },
  { code: 'tile_size', label: 'Size', options: SIZES.map((s) => ({ value: s.slug, label: () => `${s.mm[0]}x${s.mm[1]} mm` })) },
  { code: 'tile_design', label: 'Design', options: opts(DESIGNS) },
  { code: 'tile_finish', label: 'Finish', options: opts(FINISHES) },
  { code: 'tile_colour', label: 'Colour', options: opts(COLOURS) },
  { code: 'tile_collection', label: 'Collection', options: opts(COLLECTIONS) },
];

function opts(list: Option[]) {
  return list.map((o) => ({ value: String(o.id), label: (l: Lang) => o.label[l] }));
}

/**
 * Magento `aggregations`: one facet per tile attribute with option counts over the result set. One pass over the
 * products counts every facet value (a 10,000-tile listing is not scanned once per option).
 */
export function aggregate(products: TileProduct[], lang: Lang) {
  const counts = new Map<string, Map<string, number>>(FACETS.map((f) => [f.code, new Map()]));
  for (const p of products) {
    for (const facet of FACETS) {
      const tally = counts.get(facet.code) as Map<string, number>;
      for (const v of new Set(attributeValues(p, facet.code).map(String))) tally.set(v, (tally.get(v) ?? 0) + 1);
    }
  }
  const facets = FACETS.map((facet) => {
    const tally = counts.get(facet.code) as Map<string, number>;
    const options = facet.options
      .map((o) => ({ label: o.label(lang), value: o.value, count: tally.get(o.value) ?? 0 }))
      .filter((o) => o.count > 0);
    return { attribute_code: facet.code, label: facet.label, count: options.length, options, position: 0, frontend_input: 'SELECT' };
  }).filter((f) => f.count > 0);
  const prices = products.map((p) => p.mrpPerSqft);
  if (prices.length) {
    const bands = [
      [0, 50],
      [50, 100],
      [100, 150],
      [150, 1000],
    ];
    facets.push({
      attribute_code: 'price',
      label: 'Price per sq.ft',
      position: 0,
      frontend_input: 'PRICE',
      options: bands
        .map(([a, b]) => ({
          label: b >= 1000 ? `₹${a} and above` : `₹${a} – ₹${b}`,
          value: `${a}_${b}`,
          count: prices.filter((v) => v >= a && v < b).length,
        }))
        .filter((o) => o.count > 0),
      count: 0,
    });
    facets[facets.length - 1].count = facets[facets.length - 1].options.length;
  }
  return facets;
}
