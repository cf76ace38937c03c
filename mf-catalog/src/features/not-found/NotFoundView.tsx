import type { ReactNode } from 'react';
import { Link } from '@tiles/shared';
import type { CategoryLink } from './useNotFound';
import './not-found.css';

interface Props {
  searchBox: ReactNode;
  categories: CategoryLink[];
}

export function NotFoundView({ searchBox, categories }: Props) {
  return (
    <section className="cat-404" aria-labelledby="cat-404-title">
      <p className="cat-404__code" aria-hidden="true">404</p>
      <h1 id="cat-404-title">We couldn't find that page</h1>
      <p>The link may be old or mistyped. Search for a tile, or start from one of our popular categories.</p>
      <div className="cat-404__search">{searchBox}</div>
      <h2>Popular categories</h2>
      <ul className="cat-404__cats">
        {categories.map((c) => <li key={c.href}><Link to={c.href}>{c.name}</Link></li>)}
        <li><Link to="/tiles">All tiles</Link></li>
      </ul>
      <p><Link to="/">Back to the home page</Link></p>
    </section>
  );
}
