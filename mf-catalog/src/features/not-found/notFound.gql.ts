/** The store's top categories (the ones the mega-menu shows), offered as a way on from a dead end. */
export const POPULAR_CATEGORIES_QUERY = /* GraphQL */ `
  query CatalogPopularCategories {
    categoryList(filters: { parent_id: { eq: "3" } }) { uid name url_path menu_group }
  }
`;

export interface PopularCategoriesResult {
  categoryList: { uid: string; name: string; url_path: string; menu_group: string | null }[] | null;
}
