import { lazy, Suspense, useEffect, useState } from 'react';
import { currentStoreOrigin, useHead, type SlotRenderers } from '@tiles/shared';
import { rememberViewed } from '../recently-viewed/recentlyViewed';
import { SeeInRoomButton } from './SeeInRoomButton';
import { seoMessages } from '../seo/i18n/messages';
import { plainText, productHead } from './productHead';
import type { ShownProductPage } from './productPage.gql';
import { useBoxCalculator } from './useBoxCalculator';
import { BoxCalculatorView } from './BoxCalculatorView';
import { ProductPageView } from './ProductPageView';

// Delivery to a pincode is asked for after the page is live: its code is not part of the product page's first load.
const DeliveryEstimate = lazy(() => import(/* webpackChunkName: "delivery-estimate" */ './delivery/DeliveryEstimate'));

interface Props {
  product: ShownProductPage;
  slots: Pick<SlotRenderers, 'renderAddToCart' | 'renderCallbackButton'>;
}

/** A product at its root-level slug: SEO, the calculator feeding the cart's button, the callback slot. */
export function ProductPage({ product: p, slots }: Props) {
  const sqftPerBox = p.sqft_per_box ?? 0;
  const calc = useBoxCalculator(sqftPerBox, p.price_per_box ?? 0);
  const boxes = calc.result?.boxes ?? 1;
  // An interaction, not content: drawn after the first render (the server's, or the hydration of it), so the server's
  // HTML stays as it was and the page is drawn before the estimate's code is fetched.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const summary = plainText(p.description?.html);
  useHead(productHead(p, seoMessages.useT(), currentStoreOrigin()));
  useEffect(() => rememberViewed(p.sku), [p.sku]);
  // An out-of-stock tile cannot be added (the backend answers NOT_SALABLE): the page says so instead of offering it.
  const addToCart =
    p.stock_status === 'OUT_OF_STOCK' ? null : slots.renderAddToCart({ sku: p.sku, name: p.name, sqftPerBox, boxes, withQuantity: true });
  return (
    <ProductPageView
      product={p}
      summary={summary}
      renderAddToCart={slots.renderAddToCart}
      seeInRoom={<SeeInRoomButton sku={p.sku} slots={slots} />}
      delivery={
        live && p.stock_status !== 'OUT_OF_STOCK' ? (
          <Suspense fallback={null}>
            <DeliveryEstimate sku={p.sku} boxes={boxes} />
          </Suspense>
        ) : null
      }
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
          onSubmit={calc.handleSubmit}
          addToCart={addToCart}
        />
      }
    />
  );
}
