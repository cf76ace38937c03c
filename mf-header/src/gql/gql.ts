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
    "\n  query HeaderCategorySlider($keys: [String]) {\n    categories(filters: { url_key: { in: $keys } }, pageSize: 20) {\n      items {\n        uid\n        name\n        url_key\n        url_path\n      }\n    }\n    floor: products(filter: { category_url_path: { eq: \"tiles/floor-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n    wall: products(filter: { category_url_path: { eq: \"tiles/wall-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n    bathroom: products(filter: { category_url_path: { eq: \"tiles/bathroom-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n    kitchen: products(filter: { category_url_path: { eq: \"tiles/kitchen-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n    room: products(filter: { category_url_path: { eq: \"tiles/room-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n    marble: products(filter: { category_url_path: { eq: \"tiles/marble-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n    wooden: products(filter: { category_url_path: { eq: \"tiles/wooden-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n    vitrified: products(filter: { category_url_path: { eq: \"tiles/vitrified-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n    ceramic: products(filter: { category_url_path: { eq: \"tiles/ceramic-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n    cool: products(filter: { category_url_path: { eq: \"tiles/cool-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n    large: products(filter: { category_url_path: { eq: \"tiles/large-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n  }\n  fragment HeaderSliderImages on Products {\n    items {\n      sku\n      small_image {\n        url\n      }\n    }\n  }\n": typeof types.HeaderCategorySliderDocument,
    "\n  fragment HeaderMenuCategory on CategoryTree {\n    uid\n    name\n    url_key\n    url_path\n    position\n    include_in_menu\n    menu_group\n    menu_parents\n  }\n": typeof types.HeaderMenuCategoryFragmentDoc,
    "\n    query HeaderMenu {\n      categories(filters: { url_path: { eq: \"tiles\" } }) {\n        items {\n          ...HeaderMenuCategory\n          children {\n            ...HeaderMenuCategory\n            children {\n              ...HeaderMenuCategory\n            }\n          }\n        }\n      }\n    }\n  ": typeof types.HeaderMenuDocument,
    "\n  query HeaderRecommended($path: String!) {\n    products(filter: { category_url_path: { eq: $path } }, pageSize: 4, sort: { position: ASC }) {\n      items {\n        uid\n        name\n        url_key\n        tile_size\n        small_image {\n          url\n        }\n      }\n    }\n  }\n": typeof types.HeaderRecommendedDocument,
};
const documents: Documents = {
    "\n  query HeaderCategorySlider($keys: [String]) {\n    categories(filters: { url_key: { in: $keys } }, pageSize: 20) {\n      items {\n        uid\n        name\n        url_key\n        url_path\n      }\n    }\n    floor: products(filter: { category_url_path: { eq: \"tiles/floor-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n    wall: products(filter: { category_url_path: { eq: \"tiles/wall-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n    bathroom: products(filter: { category_url_path: { eq: \"tiles/bathroom-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n    kitchen: products(filter: { category_url_path: { eq: \"tiles/kitchen-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n    room: products(filter: { category_url_path: { eq: \"tiles/room-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n    marble: products(filter: { category_url_path: { eq: \"tiles/marble-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n    wooden: products(filter: { category_url_path: { eq: \"tiles/wooden-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n    vitrified: products(filter: { category_url_path: { eq: \"tiles/vitrified-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n    ceramic: products(filter: { category_url_path: { eq: \"tiles/ceramic-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n    cool: products(filter: { category_url_path: { eq: \"tiles/cool-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n    large: products(filter: { category_url_path: { eq: \"tiles/large-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n  }\n  fragment HeaderSliderImages on Products {\n    items {\n      sku\n      small_image {\n        url\n      }\n    }\n  }\n": types.HeaderCategorySliderDocument,
    "\n  fragment HeaderMenuCategory on CategoryTree {\n    uid\n    name\n    url_key\n    url_path\n    position\n    include_in_menu\n    menu_group\n    menu_parents\n  }\n": types.HeaderMenuCategoryFragmentDoc,
    "\n    query HeaderMenu {\n      categories(filters: { url_path: { eq: \"tiles\" } }) {\n        items {\n          ...HeaderMenuCategory\n          children {\n            ...HeaderMenuCategory\n            children {\n              ...HeaderMenuCategory\n            }\n          }\n        }\n      }\n    }\n  ": types.HeaderMenuDocument,
    "\n  query HeaderRecommended($path: String!) {\n    products(filter: { category_url_path: { eq: $path } }, pageSize: 4, sort: { position: ASC }) {\n      items {\n        uid\n        name\n        url_key\n        tile_size\n        small_image {\n          url\n        }\n      }\n    }\n  }\n": types.HeaderRecommendedDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeaderCategorySlider($keys: [String]) {\n    categories(filters: { url_key: { in: $keys } }, pageSize: 20) {\n      items {\n        uid\n        name\n        url_key\n        url_path\n      }\n    }\n    floor: products(filter: { category_url_path: { eq: \"tiles/floor-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n    wall: products(filter: { category_url_path: { eq: \"tiles/wall-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n    bathroom: products(filter: { category_url_path: { eq: \"tiles/bathroom-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n    kitchen: products(filter: { category_url_path: { eq: \"tiles/kitchen-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n    room: products(filter: { category_url_path: { eq: \"tiles/room-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n    marble: products(filter: { category_url_path: { eq: \"tiles/marble-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n    wooden: products(filter: { category_url_path: { eq: \"tiles/wooden-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n    vitrified: products(filter: { category_url_path: { eq: \"tiles/vitrified-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n    ceramic: products(filter: { category_url_path: { eq: \"tiles/ceramic-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n    cool: products(filter: { category_url_path: { eq: \"tiles/cool-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n    large: products(filter: { category_url_path: { eq: \"tiles/large-tiles\" } }, pageSize: 6) {\n      ...HeaderSliderImages\n    }\n  }\n  fragment HeaderSliderImages on Products {\n    items {\n      sku\n      small_image {\n        url\n      }\n    }\n  }\n"): typeof import('./graphql').HeaderCategorySliderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HeaderMenuCategory on CategoryTree {\n    uid\n    name\n    url_key\n    url_path\n    position\n    include_in_menu\n    menu_group\n    menu_parents\n  }\n"): typeof import('./graphql').HeaderMenuCategoryFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query HeaderMenu {\n      categories(filters: { url_path: { eq: \"tiles\" } }) {\n        items {\n          ...HeaderMenuCategory\n          children {\n            ...HeaderMenuCategory\n            children {\n              ...HeaderMenuCategory\n            }\n          }\n        }\n      }\n    }\n  "): typeof import('./graphql').HeaderMenuDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeaderRecommended($path: String!) {\n    products(filter: { category_url_path: { eq: $path } }, pageSize: 4, sort: { position: ASC }) {\n      items {\n        uid\n        name\n        url_key\n        tile_size\n        small_image {\n          url\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').HeaderRecommendedDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
