import { withFragments } from '@tiles/shared';
import { graphql } from '../../graphql';
import type { HeaderMenuCategoryFragment, HeaderMenuQuery, HeaderRecommendedQuery } from '../../gql/graphql';

/** Fields of one menu category: Magento's own plus the menu extension fields (backend/schema/extensions.graphql). */
const MENU_CATEGORY_FIELDS = graphql(/* GraphQL */ `
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
`);

/** The whole menu tree in one request: All Tiles, its children, and the collections below tile-collection. */
export const MENU_QUERY = withFragments(
  graphql(/* GraphQL */ `
    query HeaderMenu {
      categories(filters: { url_path: { eq: "tiles" } }) {
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
  `),
  MENU_CATEGORY_FIELDS,
);

/** A top entry's recommended products, fetched when its submenu first opens. */
export const RECOMMENDED_QUERY = graphql(/* GraphQL */ `
  query HeaderRecommended($path: String!) {
    products(filter: { category_url_path: { eq: $path } }, pageSize: 4, sort: { position: ASC }) {
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
`);

/** One category of the tree; the query nests three levels, the deepest without children. */
export type MenuCategory = HeaderMenuCategoryFragment & { children?: ReadonlyArray<MenuCategory | null> | null };
export type MenuQueryData = HeaderMenuQuery;
export type RecommendedData = HeaderRecommendedQuery;
export type RecommendedProduct = NonNullable<NonNullable<NonNullable<RecommendedData['products']>['items']>[number]>;
