/** A CMS page as written by the content team, before it is rendered to Magento's raw-HTML `content`. */
export interface CmsSection {
  /** Anchor id, so pages like /investor can be linked to a section (#annual-reports). */
  id?: string;
  heading?: string;
  paragraphs?: string[];
  list?: string[];
  links?: { href: string; label: string }[];
}

export interface CmsSeed {
  identifier: string;
  title: string;
  /** Shown as the page's h1; defaults to the title. */
  heading?: string;
  description: string;
  keywords?: string;
  /** 'toc' adds an "On this page" list of the sections' anchors. */
  layout?: '1column' | 'toc';
  intro?: string;
  sections: CmsSection[];
}
