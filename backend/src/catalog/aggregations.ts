import {
  AREAS,
  APPLICATIONS,
  COLLECTIONS,
  COLOURS,
  DESIGNS,
  FINISHES,
  SIZES,
  TYPES,
  type Lang,
  type Option,
  type Words,
} from '../seed/taxonomy';
import { count, countBoth, type Bitset } from './bitset';
import { catalogueIndex } from './catalogueIndex';
import { countByColumns, facetColumn, type FacetColumn } from './facetColumns';
import { PRICE_BANDS } from './priceBands';

/** The filterable tile attributes and their labels per store view, as Magento keeps an attribute's store labels (the storefront shows them as they come). */
export const FACETS: { code: string; label: Words; options: { value: string; label: (l: Lang) => string }[] }[] = [
  { code: 'tile_category', label: { en: 'Application', hi: 'उपयोग', ta: 'பயன்பாடு' }, options: opts(APPLICATIONS) },
  { code: 'tile_area', label: { en: 'Space', hi: 'जगह', ta: 'இடம்' }, options: opts(AREAS) },
  { code: 'tile_type', label: { en: 'Type', hi: 'प्रकार', ta: 'வகை' }, options: opts(TYPES) },
  {
    code: 'tile_size',
    label: { en: 'Size', hi: 'साइज़', ta: 'அளவு' },
    options: SIZES.map((s) => ({ value: s.slug, label: () => `${s.mm[0]}x${s.mm[1]} mm` })),
  },
  { code: 'tile_design', label: { en: 'Design', hi: 'डिज़ाइन', ta: 'வடிவமைப்பு' }, options: opts(DESIGNS) },
  { code: 'tile_finish', label: { en: 'Finish', hi: 'फ़िनिश', ta: 'மேற்பரப்பு' }, options: opts(FINISHES) },
  { code: 'tile_colour', label: { en: 'Colour', hi: 'रंग', ta: 'நிறம்' }, options: opts(COLOURS) },
  { code: 'tile_collection', label: { en: 'Collection', hi: 'कलेक्शन', ta: 'தொகுப்பு' }, options: opts(COLLECTIONS) },
];
const PRICE_LABEL: Words = { en: 'Price per sq.ft', hi: 'कीमत प्रति वर्ग फुट', ta: 'சதுர அடிக்கு விலை' };
const AND_ABOVE: Words = { en: 'and above', hi: 'और ऊपर', ta: 'மற்றும் அதற்கு மேல்' };

function opts(list: Option[]) {
  return list.map((o) => ({ value: String(o.id), label: (l: Lang) => o.label[l] }));
}

/**
 * Magento `aggregations`: one facet per tile attribute with option counts over the result set. Each count is the
 * size of the result set's intersection with the option's posting set, so no product is read.
 */
export function aggregate(matched: Bitset, lang: Lang) {
  const ix = catalogueIndex();
  const total = count(matched);
  // Visiting the result's positions costs about one step per position and column; intersecting, one per option and
  // word of the catalogue: the first for a search's few thousand hits, the second for a whole category.
  const columns = FACETS.map((facet) => facetColumn(ix, facet.code));
  const present = columns.filter((c): c is FacetColumn => c !== null);
  const optionsInColumns = present.reduce((n, c) => n + c.options, 0);
  const counted = total * (present.length + 1) < optionsInColumns * matched.length ? countByColumns(matched, present) : null;
  const facets = FACETS.map((facet, f) => {
    const posted = ix.postings.get(facet.code);
    const column = columns[f];
    const columnCounts = counted && column ? counted[present.indexOf(column)] : null;
    const options = facet.options
      .map((o) => {
        const set = posted?.get(o.value);
        const number = column?.numberOf.get(o.value);
        const n = columnCounts ? (number ? columnCounts[number] : 0) : set ? countBoth(matched, set) : 0;
        return { label: o.label(lang), value: o.value, count: n };
      })
      .filter((o) => o.count > 0);
    return { attribute_code: facet.code, label: facet.label[lang], count: options.length, options, position: 0, frontend_input: 'SELECT' };
  }).filter((f) => f.count > 0);
  if (total > 0) {
    const options = PRICE_BANDS.map(([a, b]) => ({
      label: b >= 1000 ? `₹${a} ${AND_ABOVE[lang]}` : `₹${a} – ₹${b}`,
      value: `${a}_${b}`,
      count: countBoth(matched, ix.priceBands.get(`${a}_${b}`)!),
    })).filter((o) => o.count > 0);
    facets.push({
      attribute_code: 'price',
      label: PRICE_LABEL[lang],
      position: 0,
      frontend_input: 'PRICE',
      options,
      count: options.length,
    });
  }
  return facets;
}
