import { useEffect } from 'react';

export interface SeoInput {
  title: string;
  description: string;
  /** Path (with the query string a canonical URL should keep); made absolute on this origin. */
  canonicalPath: string;
  /** Structured data (schema.org), written as one JSON-LD script. */
  jsonLd?: object | null;
  /** 404 pages ask search engines not to index them. */
  noindex?: boolean;
}

const MARK = 'data-cat-seo';

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  const found = document.head.querySelector<HTMLElement>(`${selector}[${MARK}]`) ?? document.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const el = create();
  el.setAttribute(MARK, '');
  document.head.appendChild(el);
  return el;
}

const meta = (name: string) => upsert(`meta[name="${name}"]`, () => Object.assign(document.createElement('meta'), { name }));

/** Sets the document title, meta description, canonical link, robots and JSON-LD for the page on show. */
export function useSeo({ title, description, canonicalPath, jsonLd, noindex }: SeoInput): void {
  const ld = jsonLd ? JSON.stringify(jsonLd) : '';
  useEffect(() => {
    document.title = title;
    meta('description').setAttribute('content', description);
    const canonical = upsert('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }));
    canonical.setAttribute('href', new URL(canonicalPath, window.location.origin).href);
    const robots = meta('robots');
    robots.setAttribute('content', noindex ? 'noindex, follow' : 'index, follow');
    const script = upsert('script[type="application/ld+json"]', () =>
      Object.assign(document.createElement('script'), { type: 'application/ld+json' }),
    );
    script.textContent = ld;
  }, [title, description, canonicalPath, ld, noindex]);
}
