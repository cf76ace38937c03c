import { withFragments } from '@tiles/shared';
import { graphql } from '../../graphql';
import type { CatalogRouteQuery } from '../../gql/graphql';
import { PRODUCT_PAGE_FIELDS } from '../product-page/productPage.gql';
import { LISTING_CATEGORY_FIELDS } from '../listing/listing.gql';
import { CMS_PAGE_FIELDS } from '../cms-page/cmsPage.gql';

/** Magento's route(url:) decides what an unmatched path is: category, product, CMS page, or nothing (404). */
export const ROUTE_QUERY = withFragments(
  graphql(/* GraphQL */ `
    query CatalogRoute($url: String!) {
      route(url: $url) {
        __typename
        relative_url
        redirect_code
        type
        ... on CategoryTree {
          ...CatalogListingCategoryFields
        }
        ... on SimpleProduct {
          ...ProductPageFields
        }
        ... on CmsPage {
          ...CatalogCmsPageFields
        }
      }
    }
  `),
  LISTING_CATEGORY_FIELDS,
  PRODUCT_PAGE_FIELDS,
  CMS_PAGE_FIELDS,
);

export type RouteResult = CatalogRouteQuery;
/** What a path resolves to; the page narrows it by `__typename` (category, simple product, CMS page). */
export type RouteData = NonNullable<RouteResult['route']>;
