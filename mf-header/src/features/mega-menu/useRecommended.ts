import { useCallback, useRef, useState } from 'react';
import { runOperation } from '@tiles/shared';
import { RECOMMENDED_QUERY, type RecommendedProduct } from './megaMenu.gql';

/** A product the list can link to and name (the schema leaves both nullable). */
type Linkable = RecommendedProduct & { url_key: string; name: string };

export type Recommended = { status: 'loading' } | { status: 'ready'; products: Linkable[] } | { status: 'error' };

/**
 * Recommended products per top entry, fetched the first time its submenu opens: most visitors never open
 * most submenus, so nine product queries on every page load would be waste.
 */
export function useRecommended() {
  const [byPath, setByPath] = useState<Record<string, Recommended>>({});
  const requested = useRef(new Set<string>());

  const load = useCallback((path: string) => {
    if (requested.current.has(path)) return;
    requested.current.add(path);
    setByPath((s) => ({ ...s, [path]: { status: 'loading' } }));
    runOperation(RECOMMENDED_QUERY, { path }).then((result) => {
      // A failed fetch may be tried again on the next open.
      if (result.error) requested.current.delete(path);
      const value: Recommended = result.error
        ? { status: 'error' }
        : { status: 'ready', products: (result.data.products?.items ?? []).filter((p): p is Linkable => !!p?.url_key && !!p.name) };
      setByPath((s) => ({ ...s, [path]: value }));
    });
  }, []);

  return { byPath, load };
}
