import type { CmsPageRow } from './repository';

/** The row as Magento's CmsPage (RoutableInterface). */
export function toCmsPageModel(row: CmsPageRow) {
  return {
    __typename: 'CmsPage',
    id: row.page_id,
    uid: Buffer.from(String(row.page_id)).toString('base64'),
    identifier: row.identifier,
    url_key: row.identifier,
    title: row.title,
    content: row.content,
    content_heading: row.content_heading,
    page_layout: row.page_layout,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    meta_keywords: row.meta_keywords,
    relative_url: row.identifier,
    redirect_code: 0,
    type: 'CMS_PAGE',
  };
}
