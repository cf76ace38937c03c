import { startTransition, useCallback, useEffect, useState } from 'react';
import { runOperation } from '@tiles/shared';
import { useSeo } from '../seo/useSeo';
import { homeMessages } from './i18n/messages';
import { itemListLd } from '../seo/jsonLd';
import { HOME_QUERY, type HomeCollection, type HomeResult } from './home.gql';
import type { ProductCardData } from '../product-card/productCard.gql';

type State = { status: 'loading' | 'error'; collections: HomeCollection[]; trending: ProductCardData[] } | { status: 'ready'; collections: HomeCollection[]; trending: ProductCardData[] };

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
    runOperation<HomeResult>(HOME_QUERY).then((r) => {
      if (!live) return;
      if (r.error) return setState((s) => ({ ...s, status: 'error' }));
      startTransition(() => setState({ status: 'ready', collections: r.data.collections?.[0]?.children ?? [], trending: r.data.trending?.items ?? [] }));
    });
    return () => { live = false; };
  }, [attempt]);
  const handleRetry = useCallback(() => setAttempt((a) => a + 1), []);
  return { ...state, handleRetry };
}
