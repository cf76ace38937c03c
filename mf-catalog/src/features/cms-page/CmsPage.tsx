import type { CmsPageData } from './cmsPage.gql';
import { useCmsPage } from './useCmsPage';
import { CmsPageView } from './CmsPageView';

export function CmsPage({ page }: { page: CmsPageData }) {
  const { heading, html, handleContentClick } = useCmsPage(page);
  return <CmsPageView heading={heading} html={html} onContentClick={handleContentClick} />;
}
