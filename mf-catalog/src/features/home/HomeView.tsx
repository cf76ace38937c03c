import type { ReactNode } from 'react';
import { Link, TileImage } from '@tiles/shared';
import type { AddToCartProps } from '@tiles/shared';
import { ProductCard } from '../product-card/ProductCard';
import type { ShownProductCard } from '../product-card/productCard.gql';
import type { LinkedCollection } from './home.gql';
import { commonMessages } from '../../i18n/messages';
import { homeMessages } from './i18n/messages';
import './home.css';

interface Props {
  status: 'loading' | 'ready' | 'error';
  collections: LinkedCollection[];
  trending: ShownProductCard[];
  categorySlider: ReactNode;
  renderAddToCart: (props: AddToCartProps) => ReactNode;
  onRetry: () => void;
}

const PROMISES = ['promisePrice', 'promiseCalc', 'promiseShowrooms', 'promiseDelivery'] as const;

export function HomeView({ status, collections, trending, categorySlider, renderAddToCart, onRetry }: Props) {
  const t = homeMessages.useT();
  const common = commonMessages.useT();
  return (
    <div className="cat-home">
      {/* The hero is text on a CSS pattern: it paints at once and is the page's largest element. */}
      <section className="cat-hero" aria-labelledby="cat-hero-title">
        <div className="cat-hero__inner">
          <p className="cat-hero__eyebrow">{t('eyebrow')}</p>
          <h1 id="cat-hero-title">{t('heroTitle')}</h1>
          <p className="cat-hero__lead">{t('heroLead')}</p>
          <div className="cat-hero__ctas">
            <Link className="cat-hero__cta" to="/tiles">
              {t('shopAll')}
            </Link>
            <Link className="cat-hero__cta cat-hero__cta--ghost" to="/design-ideas">
              {t('getIdeas')}
            </Link>
          </div>
        </div>
      </section>
      <ul className="cat-promises" aria-label={t('whyShop')}>
        {PROMISES.map((p) => (
          <li key={p}>{t(p)}</li>
        ))}
      </ul>
      {/* The header team's slider is itself the "Shop by category" region. */}
      <div className="cat-home__slider">{categorySlider}</div>
      {status === 'error' && (
        <p className="cat-note cat-note--error" role="alert">
          {t('loadFailed')}{' '}
          <button type="button" className="cat-btn" onClick={onRetry}>
            {common('tryAgain')}
          </button>
        </p>
      )}
      <section className="cat-home__section" aria-labelledby="cat-collections-title">
        <div className="cat-home__head">
          <h2 id="cat-collections-title">{t('featured')}</h2>
          <Link to="/tiles/tile-collection">{t('allCollections')}</Link>
        </div>
        <ul className="cat-collections">
          {(collections.length ? collections : Array.from({ length: 8 }, () => null)).map((c, i) => (
            <li key={c?.uid ?? i}>
              {c ? (
                <Link to={`/${c.url_path}`} className="cat-collection">
                  {c.image && <TileImage className="cat-collection__img" src={c.image} alt="" sizes="(max-width: 640px) 46vw, 280px" />}
                  <span className="cat-collection__name">{c.name}</span>
                  {c.product_count != null && <span className="cat-collection__count">{t('designs', { count: c.product_count })}</span>}
                </Link>
              ) : (
                <div className="cat-collection cat-collection--ghost" />
              )}
            </li>
          ))}
        </ul>
      </section>
      <section className="cat-home__section" aria-labelledby="cat-trending-title">
        <div className="cat-home__head">
          <h2 id="cat-trending-title">{t('trendingTitle')}</h2>
          <Link to="/tiles?trending=1">{t('seeAllTrending')}</Link>
        </div>
        <ul className="cat-grid cat-home__trending">
          {trending.map((p) => (
            <li key={p.uid}>
              <ProductCard product={p} renderAddToCart={renderAddToCart} />
            </li>
          ))}
          {!trending.length && Array.from({ length: 4 }, (_, i) => <li key={i} className="cat-card cat-card--ghost" aria-hidden="true" />)}
        </ul>
      </section>
      <section className="cat-ideas" aria-labelledby="cat-ideas-title">
        <div>
          <h2 id="cat-ideas-title">{t('ideasTitle')}</h2>
          <p>{t('ideasLead')}</p>
        </div>
        <Link className="cat-hero__cta" to="/design-ideas">
          {t('browseIdeas')}
        </Link>
      </section>
    </div>
  );
}
