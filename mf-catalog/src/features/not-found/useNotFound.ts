import { useEffect, useState } from 'react';
import { presentItems, runOperation, useHead } from '@tiles/shared';
import { commonMessages } from '../../i18n/messages';
import { notFoundHead } from './notFoundHead';
import { POPULAR_CATEGORIES_QUERY } from './notFound.gql';

export interface CategoryLink {
  name: string;
  href: string;
}

/** 404: noindex SEO, and the popular categories as ways on (from the menu data; none if the call fails). */
export function useNotFound() {
  const t = commonMessages.useT();
  const [categories, setCategories] = useState<CategoryLink[]>([]);
  useHead(notFoundHead(t));
  useEffect(() => {
    let live = true;
    runOperation(POPULAR_CATEGORIES_QUERY).then((r) => {
      if (!live || !r.data) return;
      const linked = presentItems(r.data.categoryList).flatMap((c) =>
        c.name && c.url_path ? [{ ...c, name: c.name, url_path: c.url_path }] : [],
      );
      const top = linked.filter((c) => c.menu_group === 'top' || c.menu_group === 'special' || c.url_path === 'tiles/ceramic-tiles');
      setCategories(top.map((c) => ({ name: c.name, href: `/${c.url_path}` })));
    });
    return () => {
      live = false;
    };
  }, []);
  return { categories };
}
