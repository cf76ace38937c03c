/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** The list of available currency codes */
export type CurrencyEnum =
  | 'AED'
  | 'AFN'
  | 'ALL'
  | 'AMD'
  | 'ANG'
  | 'AOA'
  | 'ARS'
  | 'AUD'
  | 'AWG'
  | 'AZM'
  | 'AZN'
  | 'BAM'
  | 'BBD'
  | 'BDT'
  | 'BGN'
  | 'BHD'
  | 'BIF'
  | 'BMD'
  | 'BND'
  | 'BOB'
  | 'BRL'
  | 'BSD'
  | 'BTN'
  | 'BUK'
  | 'BWP'
  | 'BYN'
  | 'BZD'
  | 'CAD'
  | 'CDF'
  | 'CHE'
  | 'CHF'
  | 'CHW'
  | 'CLP'
  | 'CNY'
  | 'COP'
  | 'CRC'
  | 'CUP'
  | 'CVE'
  | 'CZK'
  | 'DJF'
  | 'DKK'
  | 'DOP'
  | 'DZD'
  | 'EEK'
  | 'EGP'
  | 'ERN'
  | 'ETB'
  | 'EUR'
  | 'FJD'
  | 'FKP'
  | 'GBP'
  | 'GEK'
  | 'GEL'
  | 'GHS'
  | 'GIP'
  | 'GMD'
  | 'GNF'
  | 'GQE'
  | 'GTQ'
  | 'GYD'
  | 'HKD'
  | 'HNL'
  | 'HRK'
  | 'HTG'
  | 'HUF'
  | 'IDR'
  | 'ILS'
  | 'INR'
  | 'IQD'
  | 'IRR'
  | 'ISK'
  | 'JMD'
  | 'JOD'
  | 'JPY'
  | 'KES'
  | 'KGS'
  | 'KHR'
  | 'KMF'
  | 'KPW'
  | 'KRW'
  | 'KWD'
  | 'KYD'
  | 'KZT'
  | 'LAK'
  | 'LBP'
  | 'LKR'
  | 'LRD'
  | 'LSL'
  | 'LSM'
  | 'LTL'
  | 'LVL'
  | 'LYD'
  | 'MAD'
  | 'MDL'
  | 'MGA'
  | 'MKD'
  | 'MMK'
  | 'MNT'
  | 'MOP'
  | 'MRO'
  | 'MUR'
  | 'MVR'
  | 'MWK'
  | 'MXN'
  | 'MYR'
  | 'MZN'
  | 'NAD'
  | 'NGN'
  | 'NIC'
  | 'NOK'
  | 'NPR'
  | 'NZD'
  | 'OMR'
  | 'PAB'
  | 'PEN'
  | 'PGK'
  | 'PHP'
  | 'PKR'
  | 'PLN'
  | 'PYG'
  | 'QAR'
  | 'RHD'
  | 'ROL'
  | 'RON'
  | 'RSD'
  | 'RUB'
  | 'RWF'
  | 'SAR'
  | 'SBD'
  | 'SCR'
  | 'SDG'
  | 'SEK'
  | 'SGD'
  | 'SHP'
  | 'SKK'
  | 'SLL'
  | 'SOS'
  | 'SRD'
  | 'STD'
  | 'SVC'
  | 'SYP'
  | 'SZL'
  | 'THB'
  | 'TJS'
  | 'TMM'
  | 'TND'
  | 'TOP'
  | 'TRL'
  | 'TRY'
  | 'TTD'
  | 'TWD'
  | 'TZS'
  | 'UAH'
  | 'UGX'
  | 'USD'
  | 'UYU'
  | 'UZS'
  | 'VEB'
  | 'VEF'
  | 'VND'
  | 'VUV'
  | 'WST'
  | 'XCD'
  | 'XOF'
  | 'XPF'
  | 'YER'
  | 'YTL'
  | 'ZAR'
  | 'ZMK'
  | 'ZWD';

/** Defines a filter that matches the input exactly. */
export type FilterEqualTypeInput = {
  /** A string to filter on */
  eq?: string | null | undefined;
  /** An array of values to filter on */
  in?: Array<string | null | undefined> | null | undefined;
};

export type FilterMatchTypeEnum =
  | 'FULL'
  | 'PARTIAL';

/** Defines a filter that performs a fuzzy search. */
export type FilterMatchTypeInput = {
  /** One or more words to filter on */
  match?: string | null | undefined;
  /** Filter match type for fine-tuned results. Possible values FULL or PARTIAL. If match_type is not provided, returned results will default to FULL match. */
  match_type?: FilterMatchTypeEnum | null | undefined;
};

/** Defines a filter that matches a range of values, such as prices or dates. */
export type FilterRangeTypeInput = {
  /** The beginning of the range */
  from?: string | null | undefined;
  /** The end of the range */
  to?: string | null | undefined;
};

/** Defines the filters to be used in the search. A filter contains at least one attribute, a comparison operator, and the value that is being searched for. */
export type ProductAttributeFilterInput = {
  /**
   * Deprecated: use `category_uid` to filter product by category ID.
   * @deprecated Use `category_uid` instead.
   */
  category_id?: FilterEqualTypeInput | null | undefined;
  /** Filter product by the unique ID for a `CategoryInterface` object. */
  category_uid?: FilterEqualTypeInput | null | undefined;
  /** Filter product by category URL path. */
  category_url_path?: FilterEqualTypeInput | null | undefined;
  /** Attribute label: Description */
  description?: FilterMatchTypeInput | null | undefined;
  /** Material family: v = vitrified family, c = ceramic family. */
  mt?: FilterEqualTypeInput | null | undefined;
  /** Attribute label: Product Name */
  name?: FilterMatchTypeInput | null | undefined;
  popularity?: FilterEqualTypeInput | null | undefined;
  /** Attribute label: Price */
  price?: FilterRangeTypeInput | null | undefined;
  /** Attribute label: Short Description */
  short_description?: FilterMatchTypeInput | null | undefined;
  /** Attribute label: SKU */
  sku?: FilterEqualTypeInput | null | undefined;
  tile_area?: FilterEqualTypeInput | null | undefined;
  tile_category?: FilterEqualTypeInput | null | undefined;
  tile_collection?: FilterEqualTypeInput | null | undefined;
  tile_colour?: FilterEqualTypeInput | null | undefined;
  tile_design?: FilterEqualTypeInput | null | undefined;
  tile_finish?: FilterEqualTypeInput | null | undefined;
  tile_size?: FilterEqualTypeInput | null | undefined;
  tile_type?: FilterEqualTypeInput | null | undefined;
  trending?: FilterEqualTypeInput | null | undefined;
  /** The part of the URL that identifies the product */
  url_key?: FilterEqualTypeInput | null | undefined;
};

/** Specifies the attribute to use for sorting search results and indicates whether the results are sorted in ascending or descending order. It's possible to sort products using searchable attributes with enabled 'Use in Filter Options' option */
export type ProductAttributeSortInput = {
  /** Attribute label: Product Name */
  name?: SortEnum | null | undefined;
  /** Newest launches first with ASC. */
  newest?: SortEnum | null | undefined;
  /** Best sellers (popularity 101) and trending tiles first; ASC = most popular first. */
  popularity?: SortEnum | null | undefined;
  /** Sort by the position assigned to each product. */
  position?: SortEnum | null | undefined;
  /** Attribute label: Price */
  price?: SortEnum | null | undefined;
  /** Sort by the search relevance score (default). */
  relevance?: SortEnum | null | undefined;
};

/** States whether a product stock status is in stock or out of stock. */
export type ProductStockStatus =
  | 'IN_STOCK'
  | 'OUT_OF_STOCK';

/** This enumeration indicates whether to return results in ascending or descending order */
export type SortEnum =
  | 'ASC'
  | 'DESC';

/** This enumeration defines the entity type. */
export type UrlRewriteEntityTypeEnum =
  | 'CATEGORY'
  | 'CMS_PAGE'
  | 'PRODUCT';

export type CatalogCmsPageFieldsFragment = { identifier: string | null, title: string | null, content_heading: string | null, content: string | null, meta_title: string | null, meta_description: string | null };

export type CatalogHomeQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogHomeQuery = { collections: Array<{ uid: string, children: Array<{ uid: string, name: string | null, url_path: string | null, image: string | null, product_count: number | null } | null> | null } | null> | null, trending: { items: Array<{ uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } } | null> | null } | null };

export type CatalogListingQueryVariables = Exact<{
  filter: ProductAttributeFilterInput;
  base: ProductAttributeFilterInput;
  sort?: ProductAttributeSortInput | null | undefined;
  pageSize: number;
  currentPage: number;
  withCat: boolean;
  cat?: string | null | undefined;
  withTiles: boolean;
  tilesPath?: string | null | undefined;
}>;


export type CatalogListingQuery = { products: { total_count: number | null, items: Array<{ uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } } | null> | null, page_info: { current_page: number | null, total_pages: number | null } | null, aggregations: Array<{ attribute_code: string, label: string | null, options: Array<{ label: string | null, value: string, count: number | null } | null> | null } | null> | null } | null, base: { total_count: number | null, aggregations: Array<{ attribute_code: string, label: string | null, options: Array<{ label: string | null, value: string, count: number | null } | null> | null } | null> | null } | null, catCheck?: Array<{ uid: string } | null> | null, tilesCheck?: Array<{ uid: string, name: string | null } | null> | null };

export type CatalogListingCategoryFieldsFragment = { uid: string, name: string | null, url_path: string | null, meta_title: string | null, meta_description: string | null };

export type CatalogPopularCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogPopularCategoriesQuery = { categoryList: Array<{ uid: string, name: string | null, url_path: string | null, menu_group: string | null } | null> | null };

export type ProductCardFieldsFragment = { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } };

export type MfCatalogProductDeliveryQueryVariables = Exact<{
  sku: string;
  quantity: number;
  pincode: string;
}>;


export type MfCatalogProductDeliveryQuery = { estimateProductDelivery: { pincode: string, serviceable: boolean, methods: Array<{ carrier_code: string, method_code: string, delivery_days_min: number, delivery_days_max: number, amount: { value: number | null, currency: CurrencyEnum | null } }> } | null };

export type ProductPageFieldsFragment = { uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, meta_title: string | null, meta_description: string | null, tile_size: string | null, tile_size_ft: string | null, tile_type_label: string | null, tile_vitrified_kind: string | null, tile_design_label: string | null, tile_finish_label: string | null, tile_colour_label: string | null, tile_area_labels: Array<string | null> | null, tile_category_labels: Array<string | null> | null, tile_collection: string | null, thickness_mm: number | null, sqft_per_box: number | null, pieces_per_box: number | null, price_per_box: number | null, description: { html: string } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } }, related_products: Array<{ uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } } | null> | null };

export type CatalogRouteQueryVariables = Exact<{
  url: string;
}>;


export type CatalogRouteQuery = { route:
    | (
      { relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
      & { __typename: 'BundleProduct' | 'ConfigurableProduct' | 'GroupedProduct' | 'VirtualProduct' }
    )
    | (
      { relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null, uid: string, name: string | null, url_path: string | null, meta_title: string | null, meta_description: string | null }
      & { __typename: 'CategoryTree' }
    )
    | (
      { relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null, identifier: string | null, title: string | null, content_heading: string | null, content: string | null, meta_title: string | null, meta_description: string | null }
      & { __typename: 'CmsPage' }
    )
    | (
      { relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null, uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, meta_title: string | null, meta_description: string | null, tile_size: string | null, tile_size_ft: string | null, tile_type_label: string | null, tile_vitrified_kind: string | null, tile_design_label: string | null, tile_finish_label: string | null, tile_colour_label: string | null, tile_area_labels: Array<string | null> | null, tile_category_labels: Array<string | null> | null, tile_collection: string | null, thickness_mm: number | null, sqft_per_box: number | null, pieces_per_box: number | null, price_per_box: number | null, description: { html: string } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } }, related_products: Array<{ uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } } | null> | null }
      & { __typename: 'SimpleProduct' }
    )
   | null };

export type VisualiserTileFieldsFragment = { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null };

export type VisualiserTileQueryVariables = Exact<{
  sku: string;
}>;


export type VisualiserTileQuery = { products: { items: Array<{ sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, related_products: Array<{ sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null } | null> | null, small_image: { url: string | null } | null } | null> | null } | null };

export type VisualiserTilesQueryVariables = Exact<{
  skus?: Array<string | null | undefined> | string | null | undefined;
  size?: string | null | undefined;
}>;


export type VisualiserTilesQuery = { bySku: { items: Array<{ sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null } | null> | null } | null, sameSize: { items: Array<{ sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null } | null> | null } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const CatalogCmsPageFieldsFragmentDoc = new TypedDocumentString(`
    fragment CatalogCmsPageFields on CmsPage {
  identifier
  title
  content_heading
  content
  meta_title
  meta_description
}
    `, {"fragmentName":"CatalogCmsPageFields"}) as unknown as TypedDocumentString<CatalogCmsPageFieldsFragment, unknown>;
export const CatalogListingCategoryFieldsFragmentDoc = new TypedDocumentString(`
    fragment CatalogListingCategoryFields on CategoryTree {
  uid
  name
  url_path
  meta_title
  meta_description
}
    `, {"fragmentName":"CatalogListingCategoryFields"}) as unknown as TypedDocumentString<CatalogListingCategoryFieldsFragment, unknown>;
export const ProductCardFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"ProductCardFields"}) as unknown as TypedDocumentString<ProductCardFieldsFragment, unknown>;
export const ProductPageFieldsFragmentDoc = new TypedDocumentString(`
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
}`, {"fragmentName":"ProductPageFields"}) as unknown as TypedDocumentString<ProductPageFieldsFragment, unknown>;
export const VisualiserTileFieldsFragmentDoc = new TypedDocumentString(`
    fragment VisualiserTileFields on ProductInterface {
  sku
  name
  url_key
  small_image {
    url
  }
  tile_size
  tile_size_key
  tile_finish_label
  sqft_per_box
}
    `, {"fragmentName":"VisualiserTileFields"}) as unknown as TypedDocumentString<VisualiserTileFieldsFragment, unknown>;
export const CatalogHomeDocument = {"__meta__":{"hash":"sha256:18767f9d4f2cdbb385a494782c414108146ce020d59116b115cf42e3e4bca843"}} as unknown as TypedDocumentString<CatalogHomeQuery, CatalogHomeQueryVariables>;
export const CatalogListingDocument = {"__meta__":{"hash":"sha256:6600456f073a13079e889f3a600ca3b269bd1ab2d46a1852b173811f857a01be"}} as unknown as TypedDocumentString<CatalogListingQuery, CatalogListingQueryVariables>;
export const CatalogPopularCategoriesDocument = {"__meta__":{"hash":"sha256:7d9f1a9e873ba1c26a07db31898a1bedd6e1ec21b91a0cb73f450dcad9e0cc0a"}} as unknown as TypedDocumentString<CatalogPopularCategoriesQuery, CatalogPopularCategoriesQueryVariables>;
export const MfCatalogProductDeliveryDocument = {"__meta__":{"hash":"sha256:9617dd5730a4e25dee074667211172fb055684a9db6432f1b217614a7b71812f"}} as unknown as TypedDocumentString<MfCatalogProductDeliveryQuery, MfCatalogProductDeliveryQueryVariables>;
export const CatalogRouteDocument = {"__meta__":{"hash":"sha256:b8709ceb9c753dc51bc912f6f9941e21f3ef8e679e342bcd7b3b8b3e0dd8be36"}} as unknown as TypedDocumentString<CatalogRouteQuery, CatalogRouteQueryVariables>;
export const VisualiserTileDocument = {"__meta__":{"hash":"sha256:e31922bbdc1f40862bb12f67cfa1e2ce93896841e12fa9dd987dd7d4b946a34f"}} as unknown as TypedDocumentString<VisualiserTileQuery, VisualiserTileQueryVariables>;
export const VisualiserTilesDocument = {"__meta__":{"hash":"sha256:ec7d3bf1a1c5a6200a8222fd26158ce08ff918c2b7727eebde0cd919c6403130"}} as unknown as TypedDocumentString<VisualiserTilesQuery, VisualiserTilesQueryVariables>;