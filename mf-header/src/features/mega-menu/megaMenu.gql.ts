/** Fields of one menu category: Magento's own plus the menu extension fields (backend/schema/extensions.graphql). */
const MENU_CATEGORY_FIELDS = /* GraphQL */ `
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
`;

/** The whole menu tree in one request: All Tiles, its children, and the collections below tile-collection. */
export const MENU_QUERY = /* GraphQL */ `
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
  ${MENU_CATEGORY_FIELDS}
`;

/** A top entry's recommended products, fetched when its submenu first opens. */
export const RECOMMENDED_QUERY = /* GraphQL */ `
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
`;

export interface MenuCategory {
  uid: string;
  name: string;
  url_key: string;
  url_path: string;
  position: number;
  include_in_menu: number;
  menu_group: string | null;
  menu_parents: string[] | null;
  children?: MenuCategory[];
}

export interface MenuQueryData {
  categories: { items: MenuCategory[] } | null;
}

export interface RecommendedProduct {
  uid: string;
  name: string;
  url_key: string;
  tile_size: string | null;
  small_image: { url: string } | null;
}

export interface RecommendedData {
  products: { items: RecommendedProduct[] } | null;
}
