import { getRuntimeSettings } from '../config/runtime';
import { renderScope } from '../config/renderScope';
import { currentLanguage } from '../i18n/locale';
import type { ResultOf, TypedDocument, VariablesOf } from './typedDocument';
import { shopperText } from '../i18n/store-errors/shopperText';
import type { StoreFailure } from '../i18n/store-errors/storeErrors';

/** A failed operation: what the store said (`StoreFailure`, the part i18n/store-errors reads) and the shopper's sentence. */
export interface GraphQLFailure extends StoreFailure {
  /**
   * What the shopper reads, in the page language (i18n/store-errors): known failures mapped by the store's
   * wording and category. Set on every failure runOperation returns; show `text ?? message`.
   */
  text?: string;
}

export type GraphQLResult<T> = { data: T; error?: undefined } | { data?: undefined; error: GraphQLFailure };

export interface ClientOptions {
  token?: string | null;
  url?: string;
  timeoutMs?: number;
}

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message?: string; extensions?: { category?: string } }[];
}

const UNREACHABLE: GraphQLFailure = { message: 'We could not reach the store. Check your connection and try again.', network: true };
/** An answer without the data asked for (a maintenance page, or a payload Magento left null). */
const UNREADABLE_ANSWER: GraphQLFailure = { message: 'The store sent an answer this page could not read.', network: true };

/**
 * An answer the page cannot use (a 200 without the cart or token it asked for), with the shopper's sentence in the
 * page language (i18n/store-errors' `unreadable`), as every failure runOperation returns has: code that finds an
 * answer lacking returns this, never a bare English failure.
 */
export async function unreadableAnswer(status = 200): Promise<{ error: GraphQLFailure }> {
  const error = { ...UNREADABLE_ANSWER, status };
  return { error: { ...error, text: await shopperText(error) } };
}

/** `query CatalogRoute(...)` → `CatalogRoute`: sent along so server logs and tools can tell operations apart. */
const operationNameOf = (document: string) => /\b(?:query|mutation)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(document)?.[1];

/** Variables may be left out only when the operation has no required ones. */
type OperationArgs<D> =
  Record<string, never> extends VariablesOf<D>
    ? [variables?: VariablesOf<D>, options?: ClientOptions]
    : [variables: VariablesOf<D>, options?: ClientOptions];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any document: its own types are inferred from it
export type AnyDocument = TypedDocument<any, any>;

/**
 * Runs an operation and returns an error object instead of throwing (spec §8). A plain POST with `fetch`: the
 * language's store code and the customer's bearer token as headers, a timeout, and Magento's errors mapped to
 * a message and category. (Kept this small on purpose: a GraphQL client library cost 14 KB gzip on every page.)
 * The result and variables types come from the document (codegen, see typedDocument.ts).
 */
export async function runOperation<D extends AnyDocument>(
  document: D,
  ...[variables, options = {}]: OperationArgs<D>
): Promise<GraphQLResult<ResultOf<D>>> {
  const result = await sendOrShare<ResultOf<D>>(document, variables, options);
  if (!result.error) return result;
  return { error: { ...result.error, text: await shopperText(result.error) } };
}

/** Failures not from runOperation (a cart call decided on the client) read the same way. */
export const failureText = (error: GraphQLFailure): string => error.text ?? error.message;

/** A query (not a mutation), so its answer depends only on what the key holds. */
const isQuery = (document: string) => !/(?:^|\})\s*(?:mutation|subscription)\b/.test(document);

/**
 * In a server render, a query without a customer's token is the same for every shopper of the store view: it goes
 * through the process's public answers (server/publicAnswerCache.ts), keyed by everything the answer depends on.
 * Anything else, and everything in the browser, is sent as it is.
 */
function sendOrShare<T>(document: string, variables: object | undefined, options: ClientOptions): Promise<GraphQLResult<T>> {
  const answers = renderScope()?.answers;
  if (!answers || options.token || !isQuery(document)) return send<T>(document, variables, options);
  const key = JSON.stringify([options.url ?? getRuntimeSettings().graphqlUrl, currentLanguage().storeCode, document, variables ?? null]);
  return answers.answer(
    key,
    () => send<T>(document, variables, options),
    (result) => !result.error,
  );
}

async function send<T>(document: string, variables: object | undefined, options: ClientOptions): Promise<GraphQLResult<T>> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/graphql-response+json, application/json',
    Store: currentLanguage().storeCode,
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  // A form the shell's server posts for a shopper: the store counts its limits for that shopper.
  const forwardedFor = renderScope()?.forwardedFor;
  if (forwardedFor) headers['X-Forwarded-For'] = forwardedFor;
  let response: Response;
  let answer: GraphQLAnswer<T> | null = null;
  try {
    response = await fetch(options.url ?? getRuntimeSettings().graphqlUrl, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: document, variables, operationName: operationNameOf(document) }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10000),
    });
    answer = (await response.json().catch(() => null)) as GraphQLAnswer<T> | null;
  } catch {
    return { error: UNREACHABLE };
  }
  const first = answer?.errors?.[0];
  if (first)
    return {
      error: { message: first.message ?? 'The store could not answer this request.', category: first.extensions?.category, network: false },
    };
  if (!response.ok)
    return { error: { message: `The store answered with status ${response.status}.`, status: response.status, network: true } };
  // A 200 that is not GraphQL (an HTML maintenance page, an empty body): "status 200" would read as success.
  if (!answer || answer.data == null) return { error: { ...UNREADABLE_ANSWER, status: response.status } };
  return { data: answer.data };
}
