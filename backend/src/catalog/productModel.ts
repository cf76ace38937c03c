import {
  AREAS,
  APPLICATIONS,
  COLLECTIONS,
  COLOURS,
  DESIGNS,
  FINISHES,
  TYPES,
  VITRIFIED_KINDS,
  type Lang,
  type Option,
} from '../seed/taxonomy';
import type { TileProduct } from '../seed/products';

const label = (options: Option[], id: number | null, lang: Lang) => options.find((o) => o.id === id)?.label[lang] ?? null;
const uid = (id: number | string) => Buffer.from(String(id)).toString('base64');

export const pricePerBox = (p: TileProduct) => Math.round(p.mrpPerSqft * p.sqftPerBox * 100) / 100;
export const productImageUrl = (p: TileProduct, base: string) => `${base}/media/catalog/product/${p.sku.toLowerCase()}.png`;

/** The product as Magento's SimpleProduct shape (plus the declared tile extensions). */
/** The store view's own sentences around the product's data (Magento keeps descriptions per store view). */
const WORDS: Record<
  Lang,
  {
    description: (name: string, design: string | null, finish: string | null) => string;
    meta: (name: string, type: string | null, size: string, mrp: number) => string;
    inRoom: (name: string) => string;
  }
> = {
  en: {
    description: (name, design, finish) => `${name} — ${design} design in a ${finish} finish.`,
    meta: (name, type, size, mrp) => `${name}: ${type} tile, ${size}, ₹${mrp}/sq.ft MRP.`,
    inRoom: (name) => `${name} in a room`,
  },
  hi: {
    description: (name, design, finish) => `${name} — ${design} डिज़ाइन, ${finish} फ़िनिश।`,
    meta: (name, type, size, mrp) => `${name}: ${type} टाइल, ${size}, ₹${mrp}/वर्ग फुट एमआरपी।`,
    inRoom: (name) => `${name} कमरे में`,
  },
  ta: {
    description: (name, design, finish) => `${name} — ${design} வடிவமைப்பு, ${finish} மேற்பரப்பு.`,
    meta: (name, type, size, mrp) => `${name}: ${type} டைல், ${size}, ₹${mrp}/சதுர அடி MRP.`,
    inRoom: (name) => `${name} அறையில்`,
  },
};

export function toProductModel(p: TileProduct, lang: Lang, mediaBase: string) {
  const money = (value: number) => ({ value, currency: 'INR' });
  const image = { url: productImageUrl(p, mediaBase), label: p.name[lang], position: 1, disabled: false };
  const price = { regular_price: money(p.mrpPerSqft), final_price: money(p.mrpPerSqft), discount: { amount_off: 0, percent_off: 0 } };
  return {
    __typename: 'SimpleProduct',
    __tile: p,
    id: p.id,
    uid: uid(p.id),
    sku: p.sku,
    name: p.name[lang],
    type_id: 'simple',
    url_key: p.urlKey,
    url_suffix: '',
    canonical_url: `/${p.urlKey}`,
    meta_title: `${p.name[lang]} ${p.size.mm[0]}x${p.size.mm[1]} mm`,
    meta_description: WORDS[lang].meta(p.name[lang], label(TYPES, p.typeId, lang), `${p.size.mm[0]}x${p.size.mm[1]} mm`, p.mrpPerSqft),
    description: {
      html: `<p>${WORDS[lang].description(p.name[lang], label(DESIGNS, p.designId, lang), label(FINISHES, p.finishId, lang))}</p>`,
    },
    short_description: { html: `<p>${p.size.mm[0]}x${p.size.mm[1]} mm ${label(TYPES, p.typeId, lang)}</p>` },
    image,
    small_image: image,
    thumbnail: image,
    media_gallery: [
      { __typename: 'ProductImage', ...image },
      { __typename: 'ProductImage', ...image, url: `${image.url}?view=room`, label: WORDS[lang].inRoom(p.name[lang]), position: 2 },
    ],
    price_range: { minimum_price: price, maximum_price: price },
    tile_size: `${p.size.mm[0]}x${p.size.mm[1]} mm`,
    tile_size_ft: `${p.size.ft} ft`,
    tile_size_key: p.size.slug,
    tile_type: p.typeId,
    tile_type_label: label(TYPES, p.typeId, lang),
    tile_vitrified_kind: label(VITRIFIED_KINDS, p.vitrifiedKindId, lang),
    tile_design: p.designId,
    tile_design_label: label(DESIGNS, p.designId, lang),
    tile_finish: p.finishId,
    tile_finish_label: label(FINISHES, p.finishId, lang),
    tile_colour: p.colourId,
    tile_colour_label: label(COLOURS, p.colourId, lang),
    tile_area: p.areaIds,
    tile_area_labels: p.areaIds.map((id) => label(AREAS, id, lang)),
    tile_category: p.applicationIds,
    tile_category_labels: p.applicationIds.map((id) => label(APPLICATIONS, id, lang)),
    tile_collection: label(COLLECTIONS, p.collectionId, lang),
    sqft_per_box: p.sqftPerBox,
    pieces_per_box: p.piecesPerBox,
    thickness_mm: p.thicknessMm,
    price_per_box: pricePerBox(p),
    popularity: p.popularity,
    trending: p.trending,
  };
}

export type ProductModel = ReturnType<typeof toProductModel>;
