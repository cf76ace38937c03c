import { graphql } from '../../graphql';
import type { CatalogPopularCategoriesQuery } from '../../gql/graphql';
/** The store's top categories (the ones the mega-menu shows), offered as a way on from a dead end. */
export const POPULAR_CATEGORIES_QUERY = graphql(/* GraphQL */ `
  query CatalogPopularCategories {
    categoryList(filters: { parent_id: { eq: "3" } }) {
      uid
      name
      url_path
      menu_group
    }
  }
`);

export type PopularCategoriesResult = CatalogPopularCategoriesQuery;
