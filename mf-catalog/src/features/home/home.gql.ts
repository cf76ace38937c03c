import { withFragments } from '@tiles/shared';
import { graphql } from '../../graphql';
import type { CatalogHomeQuery } from '../../gql/graphql';
import { PRODUCT_CARD_FIELDS } from '../product-card/productCard.gql';

/** The home page's data in one request: the collections and the trending tiles. */
export const HOME_QUERY = withFragments(
  graphql(/* GraphQL */ `
    query CatalogHome {
      collections: categoryList(filters: { url_path: { eq: "tiles/tile-collection" } }) {
        uid
        children {
          uid
          name
          url_path
          image
          product_count
        }
      }
      trending: products(filter: { trending: { eq: "1" } }, sort: { popularity: ASC }, pageSize: 8) {
        items {
          ...ProductCardFields
        }
      }
    }
  `),
  PRODUCT_CARD_FIELDS,
);

export type HomeResult = CatalogHomeQuery;
export type HomeCollection = NonNullable<NonNullable<NonNullable<NonNullable<HomeResult['collections']>[number]>['children']>[number]>;
/** A collection the home page can link to and name. */
export type LinkedCollection = HomeCollection & { name: string; url_path: string };
export const isLinkedCollection = (c: HomeCollection): c is LinkedCollection => !!c.name && !!c.url_path;
