import type { PageHead } from '@tiles/shared';
import type { CmsPageData } from './cmsPage.gql';

/** A content page's head: its own title and description, as its editors wrote them. */
export const cmsHead = (page: CmsPageData): PageHead => ({
  title: page.meta_title || page.title || page.identifier,
  description: page.meta_description || page.content_heading || page.title || '',
  canonical: `/${page.identifier}`,
});
