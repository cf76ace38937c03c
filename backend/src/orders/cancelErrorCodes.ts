/** Magento's CancelOrderErrorCodes: each message's code, for `errorV2`. */
const CODES: Record<string, string> = {
  'Order cancellation is not enabled for requested store.': 'ORDER_CANCELLATION_DISABLED',
  'Current user is not authorized to cancel this order': 'UNAUTHORISED',
  "The entity that was requested doesn't exist. Verify the entity and try again.": 'ORDER_NOT_FOUND',
  'Order with one or more items shipped cannot be cancelled': 'PARTIAL_ORDER_ITEM_SHIPPED',
  'Order already closed, complete, cancelled or on hold': 'INVALID_ORDER_STATUS',
};

export function withCode<T extends { error: string | null }>(answer: T) {
  return { ...answer, errorV2: answer.error ? { message: answer.error, code: CODES[answer.error] ?? 'UNDEFINED' } : null };
}
