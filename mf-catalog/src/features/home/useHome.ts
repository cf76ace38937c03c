import { startTransition, useCallback, useEffect, useState } from 'react';
import { presentItems, runOperation } from '@tiles/shared';
import { useSeo } from '../seo/useSeo';
import { homeMessages } from './i18n/messages';
import { itemListLd } from '../seo/jsonLd';
import { HOME_QUERY, isLinkedCollection, type LinkedCollection } from './home.gql';
import { shownProducts, type ShownProductCard } from '../product-card/productCard.gql';

type State = { status: 'loading' | 'error' | 'ready'; collections: LinkedCollection[]; trending: ShownProductCard[] };

export function useHome() {
  const t = homeMessages.useT();
  const [state, setState] = useState<State>({ status: 'loading', collections: [], trending: [] });
  const [attempt, setAttempt] = useState(0);
  useSeo({
    title: t('pageTitle'),
    description: t('pageDescription'),
    canonicalPath: '/',
    jsonLd: state.trending.length ? itemListLd(t('trendingTitle'), state.trending) : null,
  });
  useEffect(() => {
    let live = true;
    runOperation(HOME_QUERY).then((r) => {
      if (!live) return;
      if (r.error) return setState((s) => ({ ...s, status: 'error' }));
      startTransition(() =>
        setState({
          status: 'ready',
          collections: presentItems(r.data.collections?.[0]?.children).filter(isLinkedCollection),
          trending: shownProducts(r.data.trending?.items),
        }),
      );
    });
    return () => {
      live = false;
    };
  }, [attempt]);
  const handleRetry = useCallback(() => setAttempt((a) => a + 1), []);
  return { ...state, handleRetry };
}
