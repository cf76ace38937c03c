import type { StoreContext } from '../context';
import { FACETS } from '../catalog/aggregations';
import type { ProductModel } from '../catalog/productModel';
import { normalizeQuery } from '../search/text';
import { getDb } from '../store/db';

/**
 * Fields of backend/schema/magento-modules.graphql: PWA Studio's companion modules (the "*-graph-ql-aux" modules a
 * Venia store installs) and 2.4.7 fields the main schema copy lacks. Magento's own storefront reads them on the
 * product page, the cart icon, order history, account creation and the search page.
 */

const uid = (text: string) => Buffer.from(text).toString('base64');
/** Attributes whose option the product picks (the others are shown as the text they hold). */
const SELECTS: Record<string, keyof ProductModel> = {
  tile_type: 'tile_type_label',
  tile_design: 'tile_design_label',
  tile_finish: 'tile_finish_label',
  tile_colour: 'tile_colour_label',
};
const ENTERED: Record<string, keyof ProductModel> = { tile_size: 'tile_size', tile_collection: 'tile_collection' };

function metadata(code: string, label: Record<string, string>, lang: string, select: boolean) {
  return {
    __typename: 'ProductAttributeMetadata',
    uid: uid(`catalog_product/${code}`),
    code,
    label: label[lang],
    attribute_labels: [
      { store_code: 'default', label: label.en },
      { store_code: 'hi', label: label.hi },
      { store_code: 'ta', label: label.ta },
    ],
    data_type: select ? 'INT' : 'STRING',
    is_system: false,
    entity_type: 'CATALOG_PRODUCT',
    ui_input: { __typename: 'UiAttributeTypeAny', ui_input_type: select ? 'SELECT' : 'TEXT', is_html_allowed: false },
    used_in_components: ['PRODUCT_DETAILS_PAGE', 'PRODUCTS_LISTING', 'PRODUCT_FILTER'],
  };
}

/** The tile's attributes a product page lists, each with its value and the attribute's labels in every store view. */
function customAttributes(product: ProductModel, _: unknown, ctx: StoreContext) {
  const out = [];
  for (const facet of FACETS) {
    const selectLabel = SELECTS[facet.code];
    const entered = ENTERED[facet.code];
    if (selectLabel) {
      const id = product[facet.code as keyof ProductModel];
      if (id == null) continue;
      out.push({
        selected_attribute_options: {
          attribute_option: [
            { __typename: 'AttributeOption', uid: uid(`${facet.code}/${id}`), label: product[selectLabel], is_default: false },
          ],
        },
        entered_attribute_value: null,
        attribute_metadata: metadata(facet.code, facet.label, ctx.lang, true),
      });
    } else if (entered && product[entered] != null) {
      out.push({
        selected_attribute_options: null,
        entered_attribute_value: { value: String(product[entered]) },
        attribute_metadata: metadata(facet.code, facet.label, ctx.lang, false),
      });
    }
  }
  return out;
}

/** Magento's order states for this store's statuses. */
const STATES: Record<string, string> = {
  pending: 'new',
  ordered: 'new',
  processing: 'processing',
  complete: 'complete',
  canceled: 'canceled',
};

export const magentoModuleResolvers = {
  Query: {
    /** What the store knows of a search phrase: how many shoppers searched it; this store redirects none. */
    searchTerm: (_: unknown, { Search }: { Search?: string | null }) => {
      const query = normalizeQuery(Search ?? '');
      if (!query) return null;
      const row = getDb().prepare('SELECT COUNT(DISTINCT client) AS n FROM search_log WHERE query = ?').get(query) as { n: number };
      return { query_text: Search, redirect: null, popularity: row.n };
    },
  },
  SimpleProduct: { custom_attributes: customAttributes },
  /** Accounts need no e-mail confirmation here (Magento's default), so every account is confirmed. */
  Customer: { is_confirmed: () => true },
  /** Every item counted: this store sells no configurable products. */
  Cart: { total_summary_quantity_including_config: (cart: { total_quantity?: number }) => cart.total_quantity ?? 0 },
  CustomerOrder: { state: (order: { status?: string }) => STATES[String(order.status).toLowerCase()] ?? 'new' },
  AttributeMetadataInterface: { __resolveType: (m: { __typename: string }) => m.__typename },
  AttributeOptionInterface: { __resolveType: (o: { __typename: string }) => o.__typename },
  UiInputTypeInterface: { __resolveType: (u: { __typename: string }) => u.__typename },
};
