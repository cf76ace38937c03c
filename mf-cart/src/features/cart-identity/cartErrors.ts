import type { GraphQLFailure } from '@tiles/shared';

/** What the identity layer does about a failed cart call. */
export type FailureKind = 'auth' | 'stale-cart' | 'network' | 'other';

/*
 * Magento's own wording, matched by prefix. 'auth': the token is expired, revoked or belongs to
 * someone else (spec §8) — forget it and carry on as a guest. 'stale-cart': the stored cart is gone
 * or already ordered — start a new one and retry once. Network failures never reset anything.
 */
const AUTH_MESSAGES = [
  'The request is allowed for logged in',
  'The current user cannot perform operations',
  "The current customer isn't authorized",
];
const STALE_MESSAGES = ['Could not find a cart with ID', "The cart isn't active"];

export function classifyFailure(error: GraphQLFailure): FailureKind {
  if (error.network) return 'network';
  if (AUTH_MESSAGES.some((m) => error.message.startsWith(m))) return 'auth';
  if (STALE_MESSAGES.some((m) => error.message.startsWith(m))) return 'stale-cart';
  return 'other';
}
