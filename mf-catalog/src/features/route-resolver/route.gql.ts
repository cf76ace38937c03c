import { PRODUCT_PAGE_FIELDS, type ProductPageData } from '../product-page/productPage.gql';
import type { ListingCategory } from '../listing/CategoryListing';
import type { CmsPageData } from '../cms-page/cmsPage.gql';

/** Magento's route(url:) decides what an unmatched path is: category, product, CMS page, or nothing (404). */
export const ROUTE_QUERY = /* GraphQL */ `
  query CatalogRoute($url: String!) {
    route(url: $url) {
      __typename
      relative_url
      redirect_code
      type
      ... on CategoryTree { uid name url_path meta_title meta_description }
      ... on SimpleProduct { ...ProductPageFields }
      ... on CmsPage { identifier title content_heading content meta_title meta_description }
    }
  }
  ${PRODUCT_PAGE_FIELDS}
`;

interface Routable { relative_url: string | null; redirect_code: number; type: string | null }
export type RouteData =
  | (Routable & { __typename: 'CategoryTree' } & ListingCategory)
  | (Routable & { __typename: 'SimpleProduct' } & ProductPageData)
  | (Routable & { __typename: 'CmsPage' } & CmsPageData);

export interface RouteResult { route: RouteData | null }
