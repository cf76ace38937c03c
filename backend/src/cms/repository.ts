import { getDb, type Db } from '../store/db';
import { renderCmsContent } from './render';
import type { CmsSeed } from './types';
import { DESIGN_IDEAS } from './content/designIdeas';
import { COMPANY } from './content/company';
import { PROJECTS } from './content/projects';
import { CORPORATE } from './content/corporate';
import { RESOURCES } from './content/resources';
import { HOME } from './content/home';

export const CMS_SEED: CmsSeed[] = [...HOME, ...DESIGN_IDEAS, ...COMPANY, ...PROJECTS, ...CORPORATE, ...RESOURCES];

export interface CmsPageRow {
  page_id: number;
  identifier: string;
  title: string;
  content_heading: string;
  content: string;
  page_layout: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
}

/** The database the seed was written to (tests reopen fresh databases). */
let seededDb: Db | null = null;

/** Seeds the pages once per database (editors may change rows later; a seeded store is never overwritten). */
function ensureSeeded(): void {
  const db = getDb();
  if (seededDb === db) return;
  const insert =
    db.prepare(`INSERT OR IGNORE INTO cms_pages (identifier, title, content_heading, content, page_layout, meta_title, meta_description, meta_keywords)
    VALUES (@identifier, @title, @heading, @content, @layout, @metaTitle, @description, @keywords)`);
  db.transaction(() => {
    for (const p of CMS_SEED) {
      insert.run({
        identifier: p.identifier,
        title: p.title,
        heading: p.heading ?? p.title,
        content: renderCmsContent(p),
        layout: p.layout === 'toc' ? '2columns-left' : '1column',
        metaTitle: p.title,
        description: p.description,
        keywords: p.keywords ?? '',
      });
    }
  })();
  seededDb = db;
}

/** Identifiers are URL paths without slashes at either end, as Magento stores them. */
export function cmsPageByIdentifier(identifier: string): CmsPageRow | undefined {
  ensureSeeded();
  const clean = identifier.replace(/^\/+|\/+$/g, '');
  return getDb().prepare('SELECT * FROM cms_pages WHERE identifier = ? AND is_active = 1').get(clean) as CmsPageRow | undefined;
}

export function allCmsPages(): CmsPageRow[] {
  ensureSeeded();
  return getDb().prepare('SELECT * FROM cms_pages WHERE is_active = 1 ORDER BY page_id').all() as CmsPageRow[];
}

/** The deprecated cmsPage(id:) lookup by Magento's page_id. */
export function cmsPageById(id: number): CmsPageRow | undefined {
  ensureSeeded();
  return getDb().prepare('SELECT * FROM cms_pages WHERE page_id = ? AND is_active = 1').get(id) as CmsPageRow | undefined;
}
