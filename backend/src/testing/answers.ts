/**
 * Reading GraphQL answers in tests that replay a client's journey (Venia, the drop-ins): values by path, and the
 * shopper's address the journeys type in.
 */
export type Answer = Record<string, unknown>;

/** The value at `path` ('a.b.0.c') of an answer; the journeys check values, so they read them by path. */
export function at(answer: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null | undefined)?.[key], answer);
}

export const list = (answer: unknown, path: string): Answer[] => {
  const value = at(answer, path);
  if (!Array.isArray(value)) throw new Error(`${path} is not a list: ${JSON.stringify(value)}`);
  return value as Answer[];
};

export const text = (answer: unknown, path: string): string => String(at(answer, path) ?? '');

/** A delivery address in Chennai, as a shopper types it into a client's checkout (CartAddressInput). */
export const SHOPPER_ADDRESS = {
  firstname: 'Asha',
  lastname: 'Iyer',
  street: ['12 Anna Salai'],
  city: 'Chennai',
  region: 'TN',
  postcode: '600002',
  country_code: 'IN',
  telephone: '9876543210',
};
