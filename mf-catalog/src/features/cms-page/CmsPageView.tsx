import type { MouseEvent } from 'react';
import { Link } from '@tiles/shared';
import { commonMessages } from '../../i18n/messages';
import './cms-page.css';

interface Props {
  heading: string;
  html: string;
  onContentClick: (e: MouseEvent<HTMLElement>) => void;
}

/** Renders a CMS page's stored HTML (the store's own content, rendered escaped by the backend). */
export function CmsPageView({ heading, html, onContentClick }: Props) {
  const t = commonMessages.useT();
  return (
    <article className="cat-cms">
      <nav className="cat-crumbs" aria-label={t('breadcrumb')}>
        <Link to="/">{t('home')}</Link> <span aria-hidden="true">/</span> <span aria-current="page">{heading}</span>
      </nav>
      <h1>{heading}</h1>
      {/* Clicks are delegated to route internal links through the router. */}
      <div className="cat-cms__body" onClick={onContentClick} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
