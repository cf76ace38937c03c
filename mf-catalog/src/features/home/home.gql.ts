import { PRODUCT_CARD_FIELDS, type ProductCardData } from '../product-card/productCard.gql';

/** The home page's data in one request: the collections and the trending tiles. */
export const HOME_QUERY = /* GraphQL */ `
  query CatalogHome {
    collections: categoryList(filters: { url_path: { eq: "tiles/tile-collection" } }) {
      uid
      children { uid name url_path image product_count }
    }
    trending: products(filter: { trending: { eq: "1" } }, sort: { popularity: ASC }, pageSize: 8) {
      items { ...ProductCardFields }
    }
  }
  ${PRODUCT_CARD_FIELDS}
`;

export interface HomeCollection { uid: string; name: string; url_path: string; image: string | null; product_count: number | null }

export interface HomeResult {
  collections: { uid: string; children: HomeCollection[] | null }[] | null;
  trending: { items: ProductCardData[] } | null;
}
