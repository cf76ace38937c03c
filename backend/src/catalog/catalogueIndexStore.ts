import type { Bitset } from './bitset';
import type { CatalogueIndex } from './catalogueIndex';
import { loadParts, saveParts } from './savedParts';

/** Changes whenever what is saved (or how a part is computed) changes, so an index saved in the old shape is rebuilt. */
const FORMAT = 'catalogue-1';
const NAME = 'catalogue';
const LAYOUT = { idAt: Int32Array, price: Float64Array, fame: Uint8Array, nameAt: Uint32Array, sets: Uint32Array, orders: Int32Array };

interface Meta {
  size: number;
  names: string[];
  displayNames: string[];
  /** attribute code → its values, in the index's order; their sets follow one another in `sets` */
  postings: [string, string[]][];
  priceBands: string[];
  orders: string[];
}

/** Saves the index as a few typed arrays: every bit set side by side, every sort order side by side. */
export function saveCatalogueIndex(ix: CatalogueIndex): void {
  const setList: Bitset[] = [];
  const postings: Meta['postings'] = [...ix.postings].map(([code, values]) => {
    setList.push(...values.values());
    return [code, [...values.keys()]];
  });
  setList.push(...ix.priceBands.values());
  const words = (ix.size + 31) >>> 5;
  const sets = new Uint32Array(setList.length * words);
  setList.forEach((s, k) => sets.set(s, k * words));
  const orderKeys = Object.keys(ix.orders);
  const orders = new Int32Array(orderKeys.length * ix.size);
  orderKeys.forEach((key, k) => orders.set(ix.orders[key], k * ix.size));
  const meta: Meta = {
    size: ix.size,
    names: ix.names,
    displayNames: ix.displayNames,
    postings,
    priceBands: [...ix.priceBands.keys()],
    orders: orderKeys,
  };
  saveParts(NAME, FORMAT, meta, { idAt: ix.idAt, price: ix.price, fame: ix.fame, nameAt: ix.nameAt, sets, orders });
}

/** The saved index for this catalogue version, or null. Bit sets and orders are views into the loaded arrays. */
export function loadCatalogueIndex(): CatalogueIndex | null {
  const saved = loadParts<Meta, typeof LAYOUT>(NAME, FORMAT, LAYOUT);
  if (!saved) return null;
  const { meta, arrays } = saved;
  const words = (meta.size + 31) >>> 5;
  let k = 0;
  const nextSet = () => arrays.sets.subarray(k * words, ++k * words);
  const postings = new Map(meta.postings.map(([code, values]) => [code, new Map(values.map((v) => [v, nextSet()]))]));
  const priceBands = new Map(meta.priceBands.map((band) => [band, nextSet()]));
  const orders = Object.fromEntries(meta.orders.map((key, i) => [key, arrays.orders.subarray(i * meta.size, (i + 1) * meta.size)]));
  const categories = new Map([...(postings.get('category_id') ?? [])].map(([id, set]) => [Number(id), set]));
  return {
    size: meta.size,
    idAt: arrays.idAt,
    postings,
    categories,
    priceBands,
    price: arrays.price,
    byPrice: orders['price:ASC'],
    fame: arrays.fame,
    nameAt: arrays.nameAt,
    names: meta.names,
    displayNames: meta.displayNames,
    orders,
  };
}
