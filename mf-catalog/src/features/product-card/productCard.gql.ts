import { graphql } from '../../graphql';
import type { ProductCardFieldsFragment } from '../../gql/graphql';

/** What a card shows; composed into the listing, home and related-products queries. */
export const PRODUCT_CARD_FIELDS = graphql(/* GraphQL */ `
  fragment ProductCardFields on ProductInterface {
    uid
    sku
    name
    url_key
    small_image {
      url
      label
    }
    tile_size
    tile_size_ft
    tile_finish_label
    sqft_per_box
    stock_status
    price_range {
      minimum_price {
        final_price {
          value
          currency
        }
      }
    }
  }
`);

export type ProductCardData = ProductCardFieldsFragment;

/** What a card needs to link, name and sell a tile; the schema leaves sku, name and url_key nullable. */
type Shown = { sku: string; name: string; url_key: string };
export type ShownProductCard = ProductCardData & Shown;
export const isShown = <P extends { sku: string | null; name: string | null; url_key: string | null }>(
  p: P | null | undefined,
): p is P & Shown => !!p?.sku && !!p.name && !!p.url_key;
/** The cards of a Magento product list that can be shown. */
export const shownProducts = <P extends ProductCardData>(items: ReadonlyArray<P | null> | null | undefined): (P & Shown)[] =>
  (items ?? []).filter(isShown);
