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

/** This enumeration indicates whether to return results in ascending or descending order */
export type SortEnum =
  | 'ASC'
  | 'DESC';

export type SearchProductCardFragment = { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, tile_size: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } };

export type SearchProductsQueryVariables = Exact<{
  search: string;
  filter?: ProductAttributeFilterInput | null | undefined;
  sort?: ProductAttributeSortInput | null | undefined;
  pageSize: number;
  currentPage: number;
}>;


export type SearchProductsQuery = { products: { total_count: number | null, items: Array<{ uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, tile_size: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } } | null> | null, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } | null, aggregations: Array<{ attribute_code: string, label: string | null, count: number | null, options: Array<{ label: string | null, value: string, count: number | null } | null> | null } | null> | null, suggestions: Array<{ search: string } | null> | null } | null };

export type VisualSearchProductsQueryVariables = Exact<{
  skus: Array<string | null | undefined> | string;
  pageSize: number;
}>;


export type VisualSearchProductsQuery = { products: { items: Array<{ uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, tile_size: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } } | null> | null } | null };

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
export const SearchProductCardFragmentDoc = new TypedDocumentString(`
    fragment SearchProductCard on ProductInterface {
  uid
  sku
  name
  url_key
  url_suffix
  small_image {
    url
    label
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
  tile_finish_label
  sqft_per_box
}
    `, {"fragmentName":"SearchProductCard"}) as unknown as TypedDocumentString<SearchProductCardFragment, unknown>;
export const SearchProductsDocument = {"__meta__":{"hash":"sha256:a1ab9112ebe1004f60c35b526423981df8a4ed90019fb99b3d08bc2ceababc33"}} as unknown as TypedDocumentString<SearchProductsQuery, SearchProductsQueryVariables>;
export const VisualSearchProductsDocument = {"__meta__":{"hash":"sha256:4437c5b8e7decf19c3d807f868c672ff152896addf73cfc8558dc0a91866505d"}} as unknown as TypedDocumentString<VisualSearchProductsQuery, VisualSearchProductsQueryVariables>;