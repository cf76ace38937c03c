import type { ReactNode } from 'react';
import { Link } from '@tiles/shared';
import type { CategoryLink } from './useNotFound';
import { commonMessages } from '../../i18n/messages';
import './not-found.css';

interface Props {
  searchBox: ReactNode;
  categories: CategoryLink[];
}

export function NotFoundView({ searchBox, categories }: Props) {
  const t = commonMessages.useT();
  return (
    <section className="cat-404" aria-labelledby="cat-404-title">
      <p className="cat-404__code" aria-hidden="true">
        404
      </p>
      <h1 id="cat-404-title">{t('notFoundTitle')}</h1>
      <p>{t('notFoundLead')}</p>
      <div className="cat-404__search">{searchBox}</div>
      <h2>{t('popularCategories')}</h2>
      <ul className="cat-404__cats">
        {categories.map((c) => (
          <li key={c.href}>
            <Link to={c.href}>{c.name}</Link>
          </li>
        ))}
        <li>
          <Link to="/tiles">{t('allTiles')}</Link>
        </li>
      </ul>
      <p>
        <Link to="/">{t('backHome')}</Link>
      </p>
    </section>
  );
}
