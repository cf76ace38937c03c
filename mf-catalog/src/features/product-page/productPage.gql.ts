import { PRODUCT_CARD_FIELDS, type ProductCardData } from '../product-card/productCard.gql';

/** Everything the product page shows, fetched with the route so a product page is one round trip. */
export const PRODUCT_PAGE_FIELDS = /* GraphQL */ `
  fragment ProductPageFields on ProductInterface {
    uid
    sku
    name
    url_key
    meta_title
    meta_description
    description { html }
    media_gallery { url label position }
    price_range { minimum_price { final_price { value currency } } }
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
    related_products { ...ProductCardFields }
  }
  ${PRODUCT_CARD_FIELDS}
`;

export interface ProductPageData {
  uid: string;
  sku: string;
  name: string;
  url_key: string;
  meta_title: string | null;
  meta_description: string | null;
  description: { html: string } | null;
  media_gallery: { url: string; label: string | null; position: number | null }[] | null;
  price_range: { minimum_price: { final_price: { value: number; currency: string } } };
  tile_size: string | null;
  tile_size_ft: string | null;
  tile_type_label: string | null;
  tile_vitrified_kind: string | null;
  tile_design_label: string | null;
  tile_finish_label: string | null;
  tile_colour_label: string | null;
  tile_area_labels: (string | null)[] | null;
  tile_category_labels: (string | null)[] | null;
  tile_collection: string | null;
  thickness_mm: number | null;
  sqft_per_box: number | null;
  pieces_per_box: number | null;
  price_per_box: number | null;
  related_products: ProductCardData[] | null;
}
