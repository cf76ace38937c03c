/** CMS pages arrive through route(url:); this is the shape the page renders. */
export interface CmsPageData {
  identifier: string;
  title: string;
  content_heading: string | null;
  content: string;
  meta_title: string | null;
  meta_description: string | null;
}
