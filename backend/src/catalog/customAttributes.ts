/**
 * A tile's attributes as Magento's `custom_attributesV2(filters:)` lists them (EavGraphQl 2.4.7): each with the
 * storefront properties Magento filters on. Every one is shown on the product page and in listings; the options a
 * shopper filters by are also filterable and searchable.
 */
export type AttributeFilter = Partial<
  Record<
    | 'is_comparable'
    | 'is_filterable'
    | 'is_filterable_in_search'
    | 'is_html_allowed_on_front'
    | 'is_searchable'
    | 'is_used_for_customer_segment'
    | 'is_used_for_price_rules'
    | 'is_used_for_promo_rules'
    | 'is_visible_in_advanced_search'
    | 'is_visible_on_front'
    | 'is_wysiwyg_enabled'
    | 'used_in_product_listing',
    boolean | null
  >
>;

/** The product model's field for each attribute, and whether shoppers filter and search by it. */
const ATTRIBUTES: { code: string; field: string; filtered: boolean }[] = [
  { code: 'tile_size', field: 'tile_size', filtered: true },
  { code: 'tile_type', field: 'tile_type_label', filtered: true },
  { code: 'tile_design', field: 'tile_design_label', filtered: true },
  { code: 'tile_finish', field: 'tile_finish_label', filtered: true },
  { code: 'tile_colour', field: 'tile_colour_label', filtered: true },
  { code: 'thickness_mm', field: 'thickness_mm', filtered: false },
  { code: 'sqft_per_box', field: 'sqft_per_box', filtered: false },
  { code: 'pieces_per_box', field: 'pieces_per_box', filtered: false },
];

function flags(filtered: boolean): Required<{ [K in keyof AttributeFilter]: boolean }> {
  return {
    is_comparable: true,
    is_filterable: filtered,
    is_filterable_in_search: filtered,
    is_html_allowed_on_front: false,
    is_searchable: filtered,
    is_used_for_customer_segment: false,
    is_used_for_price_rules: false,
    is_used_for_promo_rules: false,
    is_visible_in_advanced_search: filtered,
    is_visible_on_front: true,
    is_wysiwyg_enabled: false,
    used_in_product_listing: true,
  };
}

export function productCustomAttributes(product: Record<string, unknown>, filters?: AttributeFilter | null) {
  const wanted = Object.entries(filters ?? {}).filter(([, v]) => v !== null && v !== undefined);
  const items = ATTRIBUTES.filter((a) => {
    const own = flags(a.filtered);
    return wanted.every(([k, v]) => own[k as keyof typeof own] === v);
  })
    .map((a) => ({ code: a.code, value: product[a.field] }))
    .filter((a) => a.value !== null && a.value !== undefined && a.value !== '')
    .map((a) => ({ __typename: 'AttributeValue', code: a.code, value: String(a.value) }));
  return { items, errors: [] };
}
