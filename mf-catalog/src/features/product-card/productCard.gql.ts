/** What a card shows; composed into the listing, home and related-products queries. */
export const PRODUCT_CARD_FIELDS = /* GraphQL */ `
  fragment ProductCardFields on ProductInterface {
    uid
    sku
    name
    url_key
    small_image { url label }
    tile_size
    tile_size_ft
    tile_finish_label
    sqft_per_box
    price_range { minimum_price { final_price { value currency } } }
  }
`;

export interface ProductCardData {
  uid: string;
  sku: string;
  name: string;
  url_key: string;
  small_image: { url: string; label: string | null } | null;
  tile_size: string | null;
  tile_size_ft: string | null;
  tile_finish_label: string | null;
  sqft_per_box: number | null;
  price_range: { minimum_price: { final_price: { value: number; currency: string } } };
}
