import { ClientError, GraphQLClient } from 'graphql-request';
import type { StoreFailure } from '../i18n/store-errors/storeErrors';
import { UNREACHABLE, UNREADABLE_ANSWER } from './storeFailures';

/** What one request needs besides its document and variables. */
export interface SendOptions {
  url: string;
  storeCode: string;
  token?: string | null;
  /** The shopper's address when the shell's server sends for them (a form posted without scripts). */
  forwardedFor?: string;
  timeoutMs: number;
  /** The caller's own abort (a view that unmounts): an aborted call reads like a timeout, a network failure. */
  signal?: AbortSignal;
}

export type SendResult<T> = { data: T; error?: undefined } | { data?: undefined; error: StoreFailure };

/** `query CatalogRoute(...)` → `CatalogRoute`: sent along so server logs and tools can tell operations apart. */
const operationNameOf = (document: string) => /\b(?:query|mutation)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(document)?.[1];

/**
 * graphql-request finds the operation name by parsing the document with graphql-js; that parser would cost the
 * page about 11 KB gzip (see shared/README.md), so the client is told not to (`excludeOperationName`) and the name
 * is added here, to the body it serialises.
 */
const bodyWithOperationName = {
  parse: JSON.parse,
  stringify: (body: unknown) =>
    JSON.stringify(
      body && typeof body === 'object' && 'query' in body && typeof body.query === 'string'
        ? { ...body, operationName: operationNameOf(body.query) }
        : body,
    ),
};

/**
 * One operation through graphql-request (a POST with the `Store` header, the customer's bearer token, a timeout),
 * its outcome turned into data or a `StoreFailure` instead of an exception (spec §8): Magento's first error with its
 * category; a status without GraphQL; a 200 that is not GraphQL as unreadable; no answer at all as unreachable.
 */
export async function send<T>(document: string, variables: object | undefined, options: SendOptions): Promise<SendResult<T>> {
  let answered: Response | undefined;
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const client = new GraphQLClient(options.url, {
    headers: {
      Store: options.storeCode,
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.forwardedFor ? { 'X-Forwarded-For': options.forwardedFor } : {}),
    },
    excludeOperationName: true,
    jsonSerializer: bodyWithOperationName,
    signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    // Kept to tell "the store answered something unreadable" from "no answer": graphql-request throws for both.
    fetch: async (input, init) => (answered = await fetch(input, init)),
  });
  try {
    const data = await client.request<T | null>(document, variables as Record<string, unknown>);
    // A 200 whose data Magento left null: "status 200" would read as success.
    return data == null ? { error: { ...UNREADABLE_ANSWER, status: 200 } } : { data };
  } catch (error) {
    return { error: failureOf(error, answered) };
  }
}

function failureOf(error: unknown, answered: Response | undefined): StoreFailure {
  if (error instanceof ClientError) {
    const first = error.response.errors?.[0];
    if (first) {
      const category = (first.extensions as { category?: string } | undefined)?.category;
      return { message: first.message ?? 'The store could not answer this request.', category, network: false };
    }
    const status = error.response.status;
    return { message: `The store answered with status ${status}.`, status, network: true };
  }
  // An answer graphql-request could not read as GraphQL (an HTML maintenance page sent with 200).
  if (answered) return { ...UNREADABLE_ANSWER, status: answered.status };
  return UNREACHABLE;
}
