/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type HeaderCategorySliderQueryVariables = Exact<{
  keys?: Array<string | null | undefined> | string | null | undefined;
}>;


export type HeaderCategorySliderQuery = { categories: { items: Array<{ uid: string, name: string | null, url_key: string | null, url_path: string | null } | null> | null } | null, floor: { items: Array<
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
     | null> | null } | null, wall: { items: Array<
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
     | null> | null } | null, bathroom: { items: Array<
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
     | null> | null } | null, kitchen: { items: Array<
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
     | null> | null } | null, room: { items: Array<
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
     | null> | null } | null, marble: { items: Array<
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
     | null> | null } | null, wooden: { items: Array<
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
     | null> | null } | null, vitrified: { items: Array<
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
     | null> | null } | null, ceramic: { items: Array<
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
     | null> | null } | null, cool: { items: Array<
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
     | null> | null } | null, large: { items: Array<
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
      | { sku: string | null, small_image: { url: string | null } | null }
     | null> | null } | null };

export type HeaderSliderImagesFragment = { items: Array<
    | { sku: string | null, small_image: { url: string | null } | null }
    | { sku: string | null, small_image: { url: string | null } | null }
    | { sku: string | null, small_image: { url: string | null } | null }
    | { sku: string | null, small_image: { url: string | null } | null }
    | { sku: string | null, small_image: { url: string | null } | null }
   | null> | null };

export type HeaderMenuCategoryFragment = { uid: string, name: string | null, url_key: string | null, url_path: string | null, position: number | null, include_in_menu: number | null, menu_group: string | null, menu_parents: Array<string | null> | null };

export type HeaderMenuQueryVariables = Exact<{ [key: string]: never; }>;


export type HeaderMenuQuery = { categories: { items: Array<{ uid: string, name: string | null, url_key: string | null, url_path: string | null, position: number | null, include_in_menu: number | null, menu_group: string | null, menu_parents: Array<string | null> | null, children: Array<{ uid: string, name: string | null, url_key: string | null, url_path: string | null, position: number | null, include_in_menu: number | null, menu_group: string | null, menu_parents: Array<string | null> | null, children: Array<{ uid: string, name: string | null, url_key: string | null, url_path: string | null, position: number | null, include_in_menu: number | null, menu_group: string | null, menu_parents: Array<string | null> | null } | null> | null } | null> | null } | null> | null } | null };

export type HeaderRecommendedQueryVariables = Exact<{
  path: string;
}>;


export type HeaderRecommendedQuery = { products: { items: Array<
      | { uid: string, name: string | null, url_key: string | null, tile_size: string | null, small_image: { url: string | null } | null }
      | { uid: string, name: string | null, url_key: string | null, tile_size: string | null, small_image: { url: string | null } | null }
      | { uid: string, name: string | null, url_key: string | null, tile_size: string | null, small_image: { url: string | null } | null }
      | { uid: string, name: string | null, url_key: string | null, tile_size: string | null, small_image: { url: string | null } | null }
      | { uid: string, name: string | null, url_key: string | null, tile_size: string | null, small_image: { url: string | null } | null }
     | null> | null } | null };

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
export const HeaderSliderImagesFragmentDoc = new TypedDocumentString(`
    fragment HeaderSliderImages on Products {
  items {
    sku
    small_image {
      url
    }
  }
}
    `, {"fragmentName":"HeaderSliderImages"}) as unknown as TypedDocumentString<HeaderSliderImagesFragment, unknown>;
export const HeaderMenuCategoryFragmentDoc = new TypedDocumentString(`
    fragment HeaderMenuCategory on CategoryTree {
  uid
  name
  url_key
  url_path
  position
  include_in_menu
  menu_group
  menu_parents
}
    `, {"fragmentName":"HeaderMenuCategory"}) as unknown as TypedDocumentString<HeaderMenuCategoryFragment, unknown>;
export const HeaderCategorySliderDocument = new TypedDocumentString(`
    query HeaderCategorySlider($keys: [String]) {
  categories(filters: {url_key: {in: $keys}}, pageSize: 20) {
    items {
      uid
      name
      url_key
      url_path
    }
  }
  floor: products(
    filter: {category_url_path: {eq: "tiles/floor-tiles"}}
    pageSize: 6
  ) {
    ...HeaderSliderImages
  }
  wall: products(
    filter: {category_url_path: {eq: "tiles/wall-tiles"}}
    pageSize: 6
  ) {
    ...HeaderSliderImages
  }
  bathroom: products(
    filter: {category_url_path: {eq: "tiles/bathroom-tiles"}}
    pageSize: 6
  ) {
    ...HeaderSliderImages
  }
  kitchen: products(
    filter: {category_url_path: {eq: "tiles/kitchen-tiles"}}
    pageSize: 6
  ) {
    ...HeaderSliderImages
  }
  room: products(
    filter: {category_url_path: {eq: "tiles/room-tiles"}}
    pageSize: 6
  ) {
    ...HeaderSliderImages
  }
  marble: products(
    filter: {category_url_path: {eq: "tiles/marble-tiles"}}
    pageSize: 6
  ) {
    ...HeaderSliderImages
  }
  wooden: products(
    filter: {category_url_path: {eq: "tiles/wooden-tiles"}}
    pageSize: 6
  ) {
    ...HeaderSliderImages
  }
  vitrified: products(
    filter: {category_url_path: {eq: "tiles/vitrified-tiles"}}
    pageSize: 6
  ) {
    ...HeaderSliderImages
  }
  ceramic: products(
    filter: {category_url_path: {eq: "tiles/ceramic-tiles"}}
    pageSize: 6
  ) {
    ...HeaderSliderImages
  }
  cool: products(
    filter: {category_url_path: {eq: "tiles/cool-tiles"}}
    pageSize: 6
  ) {
    ...HeaderSliderImages
  }
  large: products(
    filter: {category_url_path: {eq: "tiles/large-tiles"}}
    pageSize: 6
  ) {
    ...HeaderSliderImages
  }
}
    fragment HeaderSliderImages on Products {
  items {
    sku
    small_image {
      url
    }
  }
}`) as unknown as TypedDocumentString<HeaderCategorySliderQuery, HeaderCategorySliderQueryVariables>;
export const HeaderMenuDocument = new TypedDocumentString(`
    query HeaderMenu {
  categories(filters: {url_path: {eq: "tiles"}}) {
    items {
      ...HeaderMenuCategory
      children {
        ...HeaderMenuCategory
        children {
          ...HeaderMenuCategory
        }
      }
    }
  }
}
    fragment HeaderMenuCategory on CategoryTree {
  uid
  name
  url_key
  url_path
  position
  include_in_menu
  menu_group
  menu_parents
}`) as unknown as TypedDocumentString<HeaderMenuQuery, HeaderMenuQueryVariables>;
export const HeaderRecommendedDocument = new TypedDocumentString(`
    query HeaderRecommended($path: String!) {
  products(
    filter: {category_url_path: {eq: $path}}
    pageSize: 4
    sort: {position: ASC}
  ) {
    items {
      uid
      name
      url_key
      tile_size
      small_image {
        url
      }
    }
  }
}
    `) as unknown as TypedDocumentString<HeaderRecommendedQuery, HeaderRecommendedQueryVariables>;