import { withFragments } from '@tiles/shared';
import { graphql } from '../../graphql';
import type { ProductPageFieldsFragment } from '../../gql/graphql';
import { PRODUCT_CARD_FIELDS } from '../product-card/productCard.gql';

/** Everything the product page shows, fetched with the route so a product page is one round trip. */
export const PRODUCT_PAGE_FIELDS = withFragments(
  graphql(/* GraphQL */ `
    fragment ProductPageFields on ProductInterface {
      uid
      sku
      name
      url_key
      stock_status
      only_x_left_in_stock
      meta_title
      meta_description
      description {
        html
      }
      media_gallery {
        url
        label
        position
      }
      price_range {
        minimum_price {
          final_price {
            value
            currency
          }
        }
      }
      tile_size
      tile_size_ft
      tile_type_label
      tile_vitrified_kind
      tile_design_label
      tile_finish_label
      tile_colour_label
      tile_area_labels
      tile_category_labels
      tile_collection
      thickness_mm
      sqft_per_box
      pieces_per_box
      price_per_box
      related_products {
        ...ProductCardFields
      }
    }
  `),
  PRODUCT_CARD_FIELDS,
);

export type ProductPageData = ProductPageFieldsFragment;
/** A product the page can show: it needs a sku, a name and its url_key (all nullable in the schema). */
export type ShownProductPage = ProductPageData & { sku: string; name: string; url_key: string };
