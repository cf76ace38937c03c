import type { ReactNode } from 'react';
import { Link, presentItems } from '@tiles/shared';
import type { AddToCartProps } from '@tiles/shared';
import { ProductCard } from '../product-card/ProductCard';
import { shownProducts } from '../product-card/productCard.gql';
import { formatPrice } from '@tiles/shared';
import { commonMessages } from '../../i18n/messages';
import { productMessages } from './i18n/messages';
import type { ShownProductPage } from './productPage.gql';
import { Gallery } from './Gallery';
import { Attributes } from './Attributes';
import { StockNote } from './StockNote';
import './product-page.css';

interface Props {
  product: ShownProductPage;
  summary: string;
  calculator: ReactNode;
  /** Delivery to the shopper's pincode (drawn in the browser only). */
  delivery?: ReactNode;
  callback: ReactNode;
  renderAddToCart: (props: AddToCartProps) => ReactNode;
  /** "See it in your room": opens the room view. */
  seeInRoom?: ReactNode;
}

export function ProductPageView({ product: p, summary, calculator, delivery, callback, renderAddToCart, seeInRoom }: Props) {
  const t = productMessages.useT();
  const common = commonMessages.useT();
  const price = p.price_range.minimum_price.final_price.value;
  const images = presentItems(p.media_gallery)
    .flatMap((m) => (m.url ? [{ ...m, url: m.url }] : []))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const related = shownProducts(p.related_products).slice(0, 4);
  return (
    <div className="cat-pdp">
      <nav className="cat-crumbs" aria-label={common('breadcrumb')}>
        <Link to="/">{common('home')}</Link> <span aria-hidden="true">/</span> <Link to="/tiles">{common('tiles')}</Link>{' '}
        <span aria-hidden="true">/</span> <span aria-current="page">{p.name}</span>
      </nav>
      <div className="cat-pdp__top">
        <Gallery images={images} name={p.name} />
        <div className="cat-pdp__info">
          <h1>{p.name}</h1>
          <p className="cat-pdp__sub">
            {p.tile_size}
            {p.tile_size_ft ? ` (${p.tile_size_ft})` : ''} · {p.tile_finish_label} · {p.tile_type_label}
          </p>
          <div className="cat-pdp__prices">
            {price != null && (
              <p className="cat-pdp__price">
                <strong>{formatPrice(price)}</strong> <span>{t('perSqftIncl')}</span>
              </p>
            )}
            {p.price_per_box != null && (
              <p className="cat-pdp__box">
                {t('perBox', { price: formatPrice(p.price_per_box), sqft: p.sqft_per_box ?? 0, pieces: p.pieces_per_box ?? 0 })}
              </p>
            )}
          </div>
          <StockNote stockStatus={p.stock_status} onlyLeft={p.only_x_left_in_stock} />
          <p className="cat-pdp__summary">{summary}</p>
          {seeInRoom}
          {calculator}
          {delivery}
          <div className="cat-pdp__callback">
            <p>{t('helpChoosing')}</p>
            {callback}
          </div>
        </div>
      </div>
      <section className="cat-pdp__specs" aria-labelledby="cat-specs-title">
        <h2 id="cat-specs-title">{t('specs')}</h2>
        <Attributes product={p} />
      </section>
      {related.length > 0 && (
        <section className="cat-pdp__related" aria-labelledby="cat-related-title">
          <h2 id="cat-related-title">{t('related')}</h2>
          <ul className="cat-grid">
            {related.map((r) => (
              <li key={r.uid}>
                <ProductCard product={r} renderAddToCart={renderAddToCart} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
