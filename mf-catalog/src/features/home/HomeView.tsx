import type { ReactNode } from 'react';
import { Link, TileImage } from '@tiles/shared';
import type { AddToCartProps } from '@tiles/shared';
import { ProductCard } from '../product-card/ProductCard';
import type { ProductCardData } from '../product-card/productCard.gql';
import type { HomeCollection } from './home.gql';
import './home.css';

interface Props {
  status: 'loading' | 'ready' | 'error';
  collections: HomeCollection[];
  trending: ProductCardData[];
  categorySlider: ReactNode;
  renderAddToCart: (props: AddToCartProps) => ReactNode;
  onRetry: () => void;
}

const PROMISES = ['MRP per sq.ft, GST included', 'Box calculator on every tile', '70 showrooms in 32 cities', 'Delivery across India'];

export function HomeView({ status, collections, trending, categorySlider, renderAddToCart, onRetry }: Props) {
  return (
    <div className="cat-home">
      {/* The hero is text on a CSS pattern: it paints at once and is the page's largest element. */}
      <section className="cat-hero" aria-labelledby="cat-hero-title">
        <div className="cat-hero__inner">
          <p className="cat-hero__eyebrow">Made in Morbi since 1998</p>
          <h1 id="cat-hero-title">Tiles for every room, priced per sq.ft</h1>
          <p className="cat-hero__lead">360 ceramic, vitrified, wooden and marble designs. Work out the boxes you need and order online.</p>
          <div className="cat-hero__ctas">
            <Link className="cat-hero__cta" to="/tiles">Shop all tiles</Link>
            <Link className="cat-hero__cta cat-hero__cta--ghost" to="/design-ideas">Get design ideas</Link>
          </div>
        </div>
      </section>
      <ul className="cat-promises" aria-label="Why shop with us">{PROMISES.map((p) => <li key={p}>{p}</li>)}</ul>
      {/* The header team's slider is itself the "Shop by category" region. */}
      <div className="cat-home__slider">{categorySlider}</div>
      {status === 'error' && (
        <p className="cat-note cat-note--error" role="alert">Collections and trending tiles did not load. <button type="button" className="cat-btn" onClick={onRetry}>Try again</button></p>
      )}
      <section className="cat-home__section" aria-labelledby="cat-collections-title">
        <div className="cat-home__head"><h2 id="cat-collections-title">Featured collections</h2><Link to="/tiles/tile-collection">All collections</Link></div>
        <ul className="cat-collections">
          {(collections.length ? collections : Array.from({ length: 8 }, () => null)).map((c, i) => (
            <li key={c?.uid ?? i}>
              {c ? (
                <Link to={`/${c.url_path}`} className="cat-collection">
                  {c.image && <TileImage className="cat-collection__img" src={c.image} alt="" sizes="(max-width: 640px) 46vw, 280px" />}
                  <span className="cat-collection__name">{c.name}</span>
                  {c.product_count != null && <span className="cat-collection__count">{c.product_count} designs</span>}
                </Link>
              ) : <div className="cat-collection cat-collection--ghost" />}
            </li>
          ))}
        </ul>
      </section>
      <section className="cat-home__section" aria-labelledby="cat-trending-title">
        <div className="cat-home__head"><h2 id="cat-trending-title">Trending tiles</h2><Link to="/tiles?trending=1">See all trending</Link></div>
        <ul className="cat-grid cat-home__trending">
          {trending.map((p) => <li key={p.uid}><ProductCard product={p} renderAddToCart={renderAddToCart} /></li>)}
          {!trending.length && Array.from({ length: 4 }, (_, i) => <li key={i} className="cat-card cat-card--ghost" aria-hidden="true" />)}
        </ul>
      </section>
      <section className="cat-ideas" aria-labelledby="cat-ideas-title">
        <div>
          <h2 id="cat-ideas-title">Not sure where to start?</h2>
          <p>Ideas for bathrooms, kitchens, living rooms, pooja rooms and facades, with the tiles that make each look.</p>
        </div>
        <Link className="cat-hero__cta" to="/design-ideas">Browse design ideas</Link>
      </section>
    </div>
  );
}
