/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type HeaderCategorySliderQueryVariables = Exact<{
  keys?: Array<string | null | undefined> | string | null | undefined;
}>;


export type HeaderCategorySliderQuery = { categories: { items: Array<{ uid: string, name: string | null, url_key: string | null, url_path: string | null } | null> | null } | null, floor: { items: Array<{ sku: string | null, small_image: { url: string | null } | null } | null> | null } | null, wall: { items: Array<{ sku: string | null, small_image: { url: string | null } | null } | null> | null } | null, bathroom: { items: Array<{ sku: string | null, small_image: { url: string | null } | null } | null> | null } | null, kitchen: { items: Array<{ sku: string | null, small_image: { url: string | null } | null } | null> | null } | null, room: { items: Array<{ sku: string | null, small_image: { url: string | null } | null } | null> | null } | null, marble: { items: Array<{ sku: string | null, small_image: { url: string | null } | null } | null> | null } | null, wooden: { items: Array<{ sku: string | null, small_image: { url: string | null } | null } | null> | null } | null, vitrified: { items: Array<{ sku: string | null, small_image: { url: string | null } | null } | null> | null } | null, ceramic: { items: Array<{ sku: string | null, small_image: { url: string | null } | null } | null> | null } | null, cool: { items: Array<{ sku: string | null, small_image: { url: string | null } | null } | null> | null } | null, large: { items: Array<{ sku: string | null, small_image: { url: string | null } | null } | null> | null } | null };

export type HeaderSliderImagesFragment = { items: Array<{ sku: string | null, small_image: { url: string | null } | null } | null> | null };

export type HeaderMenuCategoryFragment = { uid: string, name: string | null, url_key: string | null, url_path: string | null, position: number | null, include_in_menu: number | null, menu_group: string | null, menu_parents: Array<string | null> | null };

export type HeaderMenuQueryVariables = Exact<{ [key: string]: never; }>;


export type HeaderMenuQuery = { categories: { items: Array<{ uid: string, name: string | null, url_key: string | null, url_path: string | null, position: number | null, include_in_menu: number | null, menu_group: string | null, menu_parents: Array<string | null> | null, children: Array<{ uid: string, name: string | null, url_key: string | null, url_path: string | null, position: number | null, include_in_menu: number | null, menu_group: string | null, menu_parents: Array<string | null> | null, children: Array<{ uid: string, name: string | null, url_key: string | null, url_path: string | null, position: number | null, include_in_menu: number | null, menu_group: string | null, menu_parents: Array<string | null> | null } | null> | null } | null> | null } | null> | null } | null };

export type HeaderRecommendedQueryVariables = Exact<{
  path: string;
}>;


export type HeaderRecommendedQuery = { products: { items: Array<{ uid: string, name: string | null, url_key: string | null, tile_size: string | null, small_image: { url: string | null } | null } | null> | null } | null };

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
export const HeaderCategorySliderDocument = {"__meta__":{"hash":"sha256:88887a9f4288a0b2dd7442d8dd4c8f53c0faac224d2e8e569d00e51cb5372104"}} as unknown as TypedDocumentString<HeaderCategorySliderQuery, HeaderCategorySliderQueryVariables>;
export const HeaderMenuDocument = {"__meta__":{"hash":"sha256:d106d114cb51673c68bf56908420b313d50d2ca796bc954d48ae8e0f44cc8676"}} as unknown as TypedDocumentString<HeaderMenuQuery, HeaderMenuQueryVariables>;
export const HeaderRecommendedDocument = {"__meta__":{"hash":"sha256:ccb71df91f0dea712f3122aab863349d8d596ba859651b323620c1d3b359e248"}} as unknown as TypedDocumentString<HeaderRecommendedQuery, HeaderRecommendedQueryVariables>;