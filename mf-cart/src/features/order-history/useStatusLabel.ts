import { orderMessages } from './i18n/messages';
import type { CustomerOrder } from './types';

const STATUS = {
  pending: 'statusPending',
  processing: 'statusProcessing',
  shipped: 'statusShipped',
  delivered: 'statusDelivered',
  canceled: 'statusCanceled',
} as const;

/** An order's status in the page's language (the store's label is its default store view's English); another status as the store names it. */
export function useStatusLabel(): (order: Pick<CustomerOrder, 'status' | 'status_code'>) => string {
  const t = orderMessages.useT();
  return (order) => {
    const key = STATUS[order.status_code as keyof typeof STATUS];
    return key ? t(key) : order.status;
  };
}
