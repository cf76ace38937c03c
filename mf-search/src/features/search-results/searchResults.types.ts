export interface SearchProductCard {
  uid: string;
  sku: string;
  name: string;
  url_key: string | null;
  url_suffix: string | null;
  small_image: { url: string | null; label: string | null } | null;
  price_range: { minimum_price: { final_price: { value: number | null; currency: string | null } } };
  tile_size: string | null;
  tile_finish_label: string | null;
  sqft_per_box: number | null;
}

export interface Aggregation {
  attribute_code: string;
  label: string | null;
  count: number | null;
  options: { label: string | null; value: string; count: number | null }[] | null;
}

export interface SearchProductsData {
  products: {
    total_count: number | null;
    items: SearchProductCard[] | null;
    page_info: { current_page: number | null; page_size: number | null; total_pages: number | null } | null;
    aggregations: Aggregation[] | null;
    suggestions: { search: string }[] | null;
  } | null;
}
