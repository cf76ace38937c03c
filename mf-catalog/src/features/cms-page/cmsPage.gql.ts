import { graphql } from '../../graphql';
import type { CatalogCmsPageFieldsFragment } from '../../gql/graphql';

/** CMS pages arrive through route(url:); the fields the page renders. */
export const CMS_PAGE_FIELDS = graphql(/* GraphQL */ `
  fragment CatalogCmsPageFields on CmsPage {
    identifier
    title
    content_heading
    content
    meta_title
    meta_description
  }
`);

/** The page as routed: its identifier is its path (nullable in the schema, so checked by the route). */
export type CmsPageData = CatalogCmsPageFieldsFragment & { identifier: string };
