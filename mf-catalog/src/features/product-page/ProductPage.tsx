import { useEffect } from 'react';
import type { SlotRenderers } from '@tiles/shared';
import { rememberViewed } from '../recently-viewed/recentlyViewed';
import { SeeInRoomButton } from './SeeInRoomButton';
import { useSeo } from '../seo/useSeo';
import { productLd } from '../seo/jsonLd';
import type { ShownProductPage } from './productPage.gql';
import { useBoxCalculator } from './useBoxCalculator';
import { BoxCalculatorView } from './BoxCalculatorView';
import { ProductPageView } from './ProductPageView';

interface Props {
  product: ShownProductPage;
  slots: Pick<SlotRenderers, 'renderAddToCart' | 'renderCallbackButton'>;
}

const text = (html: string | undefined) =>
  (html ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A product at its root-level slug: SEO, the calculator feeding the cart's button, the callback slot. */
export function ProductPage({ product: p, slots }: Props) {
  const sqftPerBox = p.sqft_per_box ?? 0;
  const calc = useBoxCalculator(sqftPerBox, p.price_per_box ?? 0);
  const summary = text(p.description?.html);
  useSeo({
    title: p.meta_title ?? p.name,
    description: p.meta_description ?? summary,
    canonicalPath: `/${p.url_key}`,
    jsonLd: productLd({
      name: p.name,
      sku: p.sku,
      url_key: p.url_key,
      image: p.media_gallery?.[0]?.url ?? undefined,
      price: p.price_range.minimum_price.final_price.value ?? undefined,
      description: summary,
    }),
  });
  useEffect(() => rememberViewed(p.sku), [p.sku]);
  const addToCart = slots.renderAddToCart({ sku: p.sku, name: p.name, sqftPerBox, boxes: calc.result?.boxes ?? 1, withQuantity: true });
  return (
    <ProductPageView
      product={p}
      summary={summary}
      renderAddToCart={slots.renderAddToCart}
      seeInRoom={<SeeInRoomButton sku={p.sku} slots={slots} />}
      callback={slots.renderCallbackButton({ productName: p.name, sku: p.sku, variant: 'inline' })}
      calculator={
        <BoxCalculatorView
          input={calc.input}
          result={calc.result}
          invalid={calc.invalid}
          sqftPerBox={sqftPerBox}
          onMode={calc.handleMode}
          onUnit={calc.handleUnit}
          onField={calc.handleField}
          onWastage={calc.handleWastage}
          addToCart={addToCart}
        />
      }
    />
  );
}
