/**
 * A tile's sample is sold as a SKU of its own, the tile's SKU with this suffix (Magento models a sample as its own
 * simple product): the cart, the order, the mail and the order page tell a sample line by it. Pure, no imports, so
 * the backend imports it too.
 */
export const SAMPLE_SUFFIX = '-SAMPLE';

export const sampleSkuOf = (tileSku: string): string => `${tileSku}${SAMPLE_SUFFIX}`;

/** The tile a sample SKU stands for, or null when the SKU is not a sample's. */
export function tileSkuOfSample(sku: string): string | null {
  return sku.length > SAMPLE_SUFFIX.length && sku.toUpperCase().endsWith(SAMPLE_SUFFIX) ? sku.slice(0, -SAMPLE_SUFFIX.length) : null;
}

export const isSampleSku = (sku: string): boolean => tileSkuOfSample(sku) !== null;
