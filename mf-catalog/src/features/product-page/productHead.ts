import { formatPrice, type PageHead } from '@tiles/shared';
import type { TranslateOf } from '@tiles/shared';
import { breadcrumbLd, productLd } from '../seo/jsonLd';
import type { seoMessages } from '../seo/i18n/messages';
import type { ShownProductPage } from './productPage.gql';

/** The product's description as text (editors write HTML). */
export const plainText = (html: string | undefined) =>
  (html ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A product's head: its name, size, finish and MRP per sq.ft; its picture for previews; Product and BreadcrumbList. */
export function productHead(p: ShownProductPage, t: TranslateOf<typeof seoMessages>, origin: string): PageHead {
  const { value, currency } = p.price_range.minimum_price.final_price;
  const words = {
    name: p.name,
    size: p.tile_size ?? '',
    finish: p.tile_finish_label ?? '',
    price: value == null ? '' : formatPrice(value, currency ?? 'INR', t.language),
  };
  const path = `/${p.url_key}`;
  const image = p.media_gallery?.[0]?.url ?? undefined;
  const description = t('productDescription', words);
  const offer = {
    name: p.name,
    sku: p.sku,
    url_key: p.url_key,
    image,
    price: value ?? undefined,
    inStock: p.stock_status !== 'OUT_OF_STOCK',
  };
  return {
    title: t('productTitle', words),
    description,
    canonical: path,
    og: { type: 'product', image },
    jsonLd: [
      productLd({ ...offer, description: plainText(p.description?.html) || description }, origin),
      breadcrumbLd(
        [
          { name: t('home'), path: '/' },
          { name: p.name, path },
        ],
        origin,
      ),
    ],
  };
}
