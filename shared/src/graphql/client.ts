import { getRuntimeSettings } from '../config/runtime';
import { renderScope } from '../config/renderScope';
import { currentLanguage } from '../i18n/locale';
import type { AnyDocument, ResultOf, VariablesOf } from './documents';
import { send } from './send';
import { UNREACHABLE, UNREADABLE_ANSWER } from './storeFailures';
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
  /** Aborts the request (a view that unmounts); it then fails as a network failure, as a timeout does. */
  signal?: AbortSignal;
  /** One shopper's answer (a cart read by its id from their cookie): never kept for another render. */
  personal?: boolean;
}

/**
 * An answer the page cannot use (a 200 without the cart or token it asked for), with the shopper's sentence in the
 * page language (i18n/store-errors' `unreadable`), as every failure runOperation returns has: code that finds an
 * answer lacking returns this, never a bare English failure.
 */
export async function unreadableAnswer(status = 200): Promise<{ error: GraphQLFailure }> {
  const error = { ...UNREADABLE_ANSWER, status };
  return { error: { ...error, text: await shopperText(error) } };
}

/** Variables may be left out only when the operation has no required ones. */
type OperationArgs<D> =
  Record<string, never> extends VariablesOf<D>
    ? [variables?: VariablesOf<D>, options?: ClientOptions]
    : [variables: VariablesOf<D>, options?: ClientOptions];

/**
 * Runs an operation and returns an error object instead of throwing (spec §8), through graphql-request (send.ts):
 * the language's store code and the customer's bearer token as headers, a timeout, and Magento's errors mapped to
 * a message and category, then to the shopper's sentence. The result and variables types come from the document
 * (codegen's `TypedDocumentString`, see documents.ts).
 */
export async function runOperation<D extends AnyDocument>(
  document: D,
  ...[variables, options = {}]: OperationArgs<D>
): Promise<GraphQLResult<ResultOf<D>>> {
  const result = await sendOrShare<ResultOf<D>>(String(document), variables, options);
  if (!result.error) return result;
  return { error: { ...result.error, text: await shopperText(result.error) } };
}

/** Failures not from runOperation (a cart call decided on the client) read the same way. */
export const failureText = (error: GraphQLFailure): string => error.text ?? error.message;

/** A query (not a mutation), so its answer depends only on what the key holds. */
const isQuery = (document: string) => !/(?:^|\})\s*(?:mutation|subscription)\b/.test(document);

/**
 * In a server render, a query without a customer's token is the same for every shopper of the store view: it goes
 * through the process's public answers (server/requestScope.ts), keyed by everything the answer depends on.
 * Anything else, and everything in the browser, is sent as it is.
 */
function sendOrShare<T>(document: string, variables: object | undefined, options: ClientOptions): Promise<GraphQLResult<T>> {
  const answers = renderScope()?.answers;
  if (!answers || options.token || options.personal || !isQuery(document)) return sendNow<T>(document, variables, options);
  const key = JSON.stringify([options.url ?? getRuntimeSettings().graphqlUrl, currentLanguage().storeCode, document, variables ?? null]);
  return answers.answer(
    key,
    () => sendNow<T>(document, variables, options),
    (result) => !result.error,
  );
}

/**
 * Settings and language are read at the call, in the caller's render scope, before the client's chunk loads. Like
 * every failure here it becomes an answer, never an exception (spec §8): a module that starts its call before the
 * host has set the settings reads as a store it cannot reach.
 */
async function sendNow<T>(document: string, variables: object | undefined, options: ClientOptions): Promise<GraphQLResult<T>> {
  let url: string;
  try {
    url = options.url ?? getRuntimeSettings().graphqlUrl;
  } catch {
    return { error: UNREACHABLE };
  }
  return send<T>(document, variables, {
    url,
    storeCode: currentLanguage().storeCode,
    token: options.token,
    // A form the shell's server posts for a shopper: the store counts its limits for that shopper.
    forwardedFor: renderScope()?.forwardedFor,
    timeoutMs: options.timeoutMs ?? 10000,
    signal: options.signal,
  });
}
