import { ConfigError } from '../configError';

/**
 * `TILES_ORDER_CANCELLATION`: Magento's "Order cancellation" (sales/cancellation/enabled) per store: 1 (default here:
 * a tile order is often placed for the wrong room size) lets a signed-in shopper cancel an order that has not shipped.
 */
export function orderCancellationEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.TILES_ORDER_CANCELLATION ?? '1';
  if (value !== '0' && value !== '1') throw new ConfigError(`TILES_ORDER_CANCELLATION must be 0 or 1, not "${value}"`);
  return value === '1';
}
