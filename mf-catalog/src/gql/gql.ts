/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment CatalogCmsPageFields on CmsPage {\n    identifier\n    title\n    content_heading\n    content\n    meta_title\n    meta_description\n  }\n": typeof types.CatalogCmsPageFieldsFragmentDoc,
    "\n    query CatalogHome {\n      collections: categoryList(filters: { url_path: { eq: \"tiles/tile-collection\" } }) {\n        uid\n        children {\n          uid\n          name\n          url_path\n          image\n          product_count\n        }\n      }\n      trending: products(filter: { trending: { eq: \"1\" } }, sort: { popularity: ASC }, pageSize: 8) {\n        items {\n          ...ProductCardFields\n        }\n      }\n    }\n  ": typeof types.CatalogHomeDocument,
    "\n    query CatalogListing(\n      $filter: ProductAttributeFilterInput!\n      $base: ProductAttributeFilterInput!\n      $sort: ProductAttributeSortInput\n      $pageSize: Int!\n      $currentPage: Int!\n      $withCat: Boolean!\n      $cat: String\n      $withTiles: Boolean!\n      $tilesPath: String\n    ) {\n      products(filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {\n        total_count\n        items {\n          ...ProductCardFields\n        }\n        page_info {\n          current_page\n          total_pages\n        }\n        aggregations {\n          attribute_code\n          label\n          options {\n            label\n            value\n            count\n          }\n        }\n      }\n      base: products(filter: $base, pageSize: 1) {\n        total_count\n        aggregations {\n          attribute_code\n          label\n          options {\n            label\n            value\n            count\n          }\n        }\n      }\n      catCheck: categoryList(filters: { ids: { eq: $cat } }) @include(if: $withCat) {\n        uid\n      }\n      tilesCheck: categoryList(filters: { url_path: { eq: $tilesPath } }) @include(if: $withTiles) {\n        uid\n        name\n      }\n    }\n  ": typeof types.CatalogListingDocument,
    "\n  fragment CatalogListingCategoryFields on CategoryTree {\n    uid\n    name\n    url_path\n    meta_title\n    meta_description\n  }\n": typeof types.CatalogListingCategoryFieldsFragmentDoc,
    "\n  query CatalogPopularCategories {\n    categoryList(filters: { parent_id: { eq: \"3\" } }) {\n      uid\n      name\n      url_path\n      menu_group\n    }\n  }\n": typeof types.CatalogPopularCategoriesDocument,
    "\n  fragment ProductCardFields on ProductInterface {\n    uid\n    sku\n    name\n    url_key\n    small_image {\n      url\n      label\n    }\n    tile_size\n    tile_size_ft\n    tile_finish_label\n    sqft_per_box\n    stock_status\n    price_range {\n      minimum_price {\n        final_price {\n          value\n          currency\n        }\n      }\n    }\n  }\n": typeof types.ProductCardFieldsFragmentDoc,
    "\n  query MfCatalogProductDelivery($sku: String!, $quantity: Float!, $pincode: String!) {\n    estimateProductDelivery(sku: $sku, quantity: $quantity, pincode: $pincode) {\n      pincode\n      serviceable\n      methods {\n        carrier_code\n        method_code\n        amount {\n          value\n          currency\n        }\n        delivery_days_min\n        delivery_days_max\n      }\n    }\n  }\n": typeof types.MfCatalogProductDeliveryDocument,
    "\n    fragment ProductPageFields on ProductInterface {\n      uid\n      sku\n      name\n      url_key\n      stock_status\n      only_x_left_in_stock\n      meta_title\n      meta_description\n      description {\n        html\n      }\n      media_gallery {\n        url\n        label\n        position\n      }\n      price_range {\n        minimum_price {\n          final_price {\n            value\n            currency\n          }\n        }\n      }\n      tile_size\n      tile_size_ft\n      tile_type_label\n      tile_vitrified_kind\n      tile_design_label\n      tile_finish_label\n      tile_colour_label\n      tile_area_labels\n      tile_category_labels\n      tile_collection\n      thickness_mm\n      sqft_per_box\n      pieces_per_box\n      price_per_box\n      related_products {\n        ...ProductCardFields\n      }\n    }\n  ": typeof types.ProductPageFieldsFragmentDoc,
    "\n    query CatalogRoute($url: String!) {\n      route(url: $url) {\n        __typename\n        relative_url\n        redirect_code\n        type\n        ... on CategoryTree {\n          ...CatalogListingCategoryFields\n        }\n        ... on SimpleProduct {\n          ...ProductPageFields\n        }\n        ... on CmsPage {\n          ...CatalogCmsPageFields\n        }\n      }\n    }\n  ": typeof types.CatalogRouteDocument,
    "\n  fragment VisualiserTileFields on ProductInterface {\n    sku\n    name\n    url_key\n    small_image {\n      url\n    }\n    tile_size\n    tile_size_key\n    tile_finish_label\n    sqft_per_box\n  }\n": typeof types.VisualiserTileFieldsFragmentDoc,
    "\n    query VisualiserTile($sku: String!) {\n      products(filter: { sku: { eq: $sku } }, pageSize: 1) {\n        items {\n          ...VisualiserTileFields\n          related_products {\n            ...VisualiserTileFields\n          }\n        }\n      }\n    }\n  ": typeof types.VisualiserTileDocument,
    "\n    query VisualiserTiles($skus: [String], $size: String) {\n      bySku: products(filter: { sku: { in: $skus } }, pageSize: 12) {\n        items {\n          ...VisualiserTileFields\n        }\n      }\n      sameSize: products(filter: { tile_size: { eq: $size } }, pageSize: 9) {\n        items {\n          ...VisualiserTileFields\n        }\n      }\n    }\n  ": typeof types.VisualiserTilesDocument,
};
const documents: Documents = {
    "\n  fragment CatalogCmsPageFields on CmsPage {\n    identifier\n    title\n    content_heading\n    content\n    meta_title\n    meta_description\n  }\n": types.CatalogCmsPageFieldsFragmentDoc,
    "\n    query CatalogHome {\n      collections: categoryList(filters: { url_path: { eq: \"tiles/tile-collection\" } }) {\n        uid\n        children {\n          uid\n          name\n          url_path\n          image\n          product_count\n        }\n      }\n      trending: products(filter: { trending: { eq: \"1\" } }, sort: { popularity: ASC }, pageSize: 8) {\n        items {\n          ...ProductCardFields\n        }\n      }\n    }\n  ": types.CatalogHomeDocument,
    "\n    query CatalogListing(\n      $filter: ProductAttributeFilterInput!\n      $base: ProductAttributeFilterInput!\n      $sort: ProductAttributeSortInput\n      $pageSize: Int!\n      $currentPage: Int!\n      $withCat: Boolean!\n      $cat: String\n      $withTiles: Boolean!\n      $tilesPath: String\n    ) {\n      products(filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {\n        total_count\n        items {\n          ...ProductCardFields\n        }\n        page_info {\n          current_page\n          total_pages\n        }\n        aggregations {\n          attribute_code\n          label\n          options {\n            label\n            value\n            count\n          }\n        }\n      }\n      base: products(filter: $base, pageSize: 1) {\n        total_count\n        aggregations {\n          attribute_code\n          label\n          options {\n            label\n            value\n            count\n          }\n        }\n      }\n      catCheck: categoryList(filters: { ids: { eq: $cat } }) @include(if: $withCat) {\n        uid\n      }\n      tilesCheck: categoryList(filters: { url_path: { eq: $tilesPath } }) @include(if: $withTiles) {\n        uid\n        name\n      }\n    }\n  ": types.CatalogListingDocument,
    "\n  fragment CatalogListingCategoryFields on CategoryTree {\n    uid\n    name\n    url_path\n    meta_title\n    meta_description\n  }\n": types.CatalogListingCategoryFieldsFragmentDoc,
    "\n  query CatalogPopularCategories {\n    categoryList(filters: { parent_id: { eq: \"3\" } }) {\n      uid\n      name\n      url_path\n      menu_group\n    }\n  }\n": types.CatalogPopularCategoriesDocument,
    "\n  fragment ProductCardFields on ProductInterface {\n    uid\n    sku\n    name\n    url_key\n    small_image {\n      url\n      label\n    }\n    tile_size\n    tile_size_ft\n    tile_finish_label\n    sqft_per_box\n    stock_status\n    price_range {\n      minimum_price {\n        final_price {\n          value\n          currency\n        }\n      }\n    }\n  }\n": types.ProductCardFieldsFragmentDoc,
    "\n  query MfCatalogProductDelivery($sku: String!, $quantity: Float!, $pincode: String!) {\n    estimateProductDelivery(sku: $sku, quantity: $quantity, pincode: $pincode) {\n      pincode\n      serviceable\n      methods {\n        carrier_code\n        method_code\n        amount {\n          value\n          currency\n        }\n        delivery_days_min\n        delivery_days_max\n      }\n    }\n  }\n": types.MfCatalogProductDeliveryDocument,
    "\n    fragment ProductPageFields on ProductInterface {\n      uid\n      sku\n      name\n      url_key\n      stock_status\n      only_x_left_in_stock\n      meta_title\n      meta_description\n      description {\n        html\n      }\n      media_gallery {\n        url\n        label\n        position\n      }\n      price_range {\n        minimum_price {\n          final_price {\n            value\n            currency\n          }\n        }\n      }\n      tile_size\n      tile_size_ft\n      tile_type_label\n      tile_vitrified_kind\n      tile_design_label\n      tile_finish_label\n      tile_colour_label\n      tile_area_labels\n      tile_category_labels\n      tile_collection\n      thickness_mm\n      sqft_per_box\n      pieces_per_box\n      price_per_box\n      related_products {\n        ...ProductCardFields\n      }\n    }\n  ": types.ProductPageFieldsFragmentDoc,
    "\n    query CatalogRoute($url: String!) {\n      route(url: $url) {\n        __typename\n        relative_url\n        redirect_code\n        type\n        ... on CategoryTree {\n          ...CatalogListingCategoryFields\n        }\n        ... on SimpleProduct {\n          ...ProductPageFields\n        }\n        ... on CmsPage {\n          ...CatalogCmsPageFields\n        }\n      }\n    }\n  ": types.CatalogRouteDocument,
    "\n  fragment VisualiserTileFields on ProductInterface {\n    sku\n    name\n    url_key\n    small_image {\n      url\n    }\n    tile_size\n    tile_size_key\n    tile_finish_label\n    sqft_per_box\n  }\n": types.VisualiserTileFieldsFragmentDoc,
    "\n    query VisualiserTile($sku: String!) {\n      products(filter: { sku: { eq: $sku } }, pageSize: 1) {\n        items {\n          ...VisualiserTileFields\n          related_products {\n            ...VisualiserTileFields\n          }\n        }\n      }\n    }\n  ": types.VisualiserTileDocument,
    "\n    query VisualiserTiles($skus: [String], $size: String) {\n      bySku: products(filter: { sku: { in: $skus } }, pageSize: 12) {\n        items {\n          ...VisualiserTileFields\n        }\n      }\n      sameSize: products(filter: { tile_size: { eq: $size } }, pageSize: 9) {\n        items {\n          ...VisualiserTileFields\n        }\n      }\n    }\n  ": types.VisualiserTilesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogCmsPageFields on CmsPage {\n    identifier\n    title\n    content_heading\n    content\n    meta_title\n    meta_description\n  }\n"): typeof import('./graphql').CatalogCmsPageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CatalogHome {\n      collections: categoryList(filters: { url_path: { eq: \"tiles/tile-collection\" } }) {\n        uid\n        children {\n          uid\n          name\n          url_path\n          image\n          product_count\n        }\n      }\n      trending: products(filter: { trending: { eq: \"1\" } }, sort: { popularity: ASC }, pageSize: 8) {\n        items {\n          ...ProductCardFields\n        }\n      }\n    }\n  "): typeof import('./graphql').CatalogHomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CatalogListing(\n      $filter: ProductAttributeFilterInput!\n      $base: ProductAttributeFilterInput!\n      $sort: ProductAttributeSortInput\n      $pageSize: Int!\n      $currentPage: Int!\n      $withCat: Boolean!\n      $cat: String\n      $withTiles: Boolean!\n      $tilesPath: String\n    ) {\n      products(filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {\n        total_count\n        items {\n          ...ProductCardFields\n        }\n        page_info {\n          current_page\n          total_pages\n        }\n        aggregations {\n          attribute_code\n          label\n          options {\n            label\n            value\n            count\n          }\n        }\n      }\n      base: products(filter: $base, pageSize: 1) {\n        total_count\n        aggregations {\n          attribute_code\n          label\n          options {\n            label\n            value\n            count\n          }\n        }\n      }\n      catCheck: categoryList(filters: { ids: { eq: $cat } }) @include(if: $withCat) {\n        uid\n      }\n      tilesCheck: categoryList(filters: { url_path: { eq: $tilesPath } }) @include(if: $withTiles) {\n        uid\n        name\n      }\n    }\n  "): typeof import('./graphql').CatalogListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogListingCategoryFields on CategoryTree {\n    uid\n    name\n    url_path\n    meta_title\n    meta_description\n  }\n"): typeof import('./graphql').CatalogListingCategoryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogPopularCategories {\n    categoryList(filters: { parent_id: { eq: \"3\" } }) {\n      uid\n      name\n      url_path\n      menu_group\n    }\n  }\n"): typeof import('./graphql').CatalogPopularCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCardFields on ProductInterface {\n    uid\n    sku\n    name\n    url_key\n    small_image {\n      url\n      label\n    }\n    tile_size\n    tile_size_ft\n    tile_finish_label\n    sqft_per_box\n    stock_status\n    price_range {\n      minimum_price {\n        final_price {\n          value\n          currency\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ProductCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MfCatalogProductDelivery($sku: String!, $quantity: Float!, $pincode: String!) {\n    estimateProductDelivery(sku: $sku, quantity: $quantity, pincode: $pincode) {\n      pincode\n      serviceable\n      methods {\n        carrier_code\n        method_code\n        amount {\n          value\n          currency\n        }\n        delivery_days_min\n        delivery_days_max\n      }\n    }\n  }\n"): typeof import('./graphql').MfCatalogProductDeliveryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment ProductPageFields on ProductInterface {\n      uid\n      sku\n      name\n      url_key\n      stock_status\n      only_x_left_in_stock\n      meta_title\n      meta_description\n      description {\n        html\n      }\n      media_gallery {\n        url\n        label\n        position\n      }\n      price_range {\n        minimum_price {\n          final_price {\n            value\n            currency\n          }\n        }\n      }\n      tile_size\n      tile_size_ft\n      tile_type_label\n      tile_vitrified_kind\n      tile_design_label\n      tile_finish_label\n      tile_colour_label\n      tile_area_labels\n      tile_category_labels\n      tile_collection\n      thickness_mm\n      sqft_per_box\n      pieces_per_box\n      price_per_box\n      related_products {\n        ...ProductCardFields\n      }\n    }\n  "): typeof import('./graphql').ProductPageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CatalogRoute($url: String!) {\n      route(url: $url) {\n        __typename\n        relative_url\n        redirect_code\n        type\n        ... on CategoryTree {\n          ...CatalogListingCategoryFields\n        }\n        ... on SimpleProduct {\n          ...ProductPageFields\n        }\n        ... on CmsPage {\n          ...CatalogCmsPageFields\n        }\n      }\n    }\n  "): typeof import('./graphql').CatalogRouteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VisualiserTileFields on ProductInterface {\n    sku\n    name\n    url_key\n    small_image {\n      url\n    }\n    tile_size\n    tile_size_key\n    tile_finish_label\n    sqft_per_box\n  }\n"): typeof import('./graphql').VisualiserTileFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query VisualiserTile($sku: String!) {\n      products(filter: { sku: { eq: $sku } }, pageSize: 1) {\n        items {\n          ...VisualiserTileFields\n          related_products {\n            ...VisualiserTileFields\n          }\n        }\n      }\n    }\n  "): typeof import('./graphql').VisualiserTileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query VisualiserTiles($skus: [String], $size: String) {\n      bySku: products(filter: { sku: { in: $skus } }, pageSize: 12) {\n        items {\n          ...VisualiserTileFields\n        }\n      }\n      sameSize: products(filter: { tile_size: { eq: $size } }, pageSize: 9) {\n        items {\n          ...VisualiserTileFields\n        }\n      }\n    }\n  "): typeof import('./graphql').VisualiserTilesDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
