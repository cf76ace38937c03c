-- CMS pages (Magento cms_page): company, projects, investor, design ideas, blog and resource pages.
CREATE TABLE IF NOT EXISTS cms_pages (
  page_id INTEGER PRIMARY KEY AUTOINCREMENT,
  identifier TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  content_heading TEXT NOT NULL,
  content TEXT NOT NULL,
  page_layout TEXT NOT NULL DEFAULT '1column',
  meta_title TEXT NOT NULL,
  meta_description TEXT NOT NULL,
  meta_keywords TEXT NOT NULL DEFAULT '',
  is_active INTEGER NOT NULL DEFAULT 1
);
