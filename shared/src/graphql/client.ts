import { ClientError, GraphQLClient } from 'graphql-request';
import { getRuntimeSettings } from '../config/runtime';
import { currentLanguage } from '../i18n/locale';

export interface GraphQLFailure {
  message: string;
  /** Magento's error category (extensions.category), e.g. graphql-authorization. */
  category?: string;
  /** True when the server was never reached or answered without GraphQL (offline, 5xx, timeout). */
  network: boolean;
}

export type GraphQLResult<T> = { data: T; error?: undefined } | { data?: undefined; error: GraphQLFailure };

export interface ClientOptions {
  token?: string | null;
  url?: string;
  timeoutMs?: number;
}

/** One client per call site; sends the language's store code and the customer's bearer token. */
export function createGraphQLClient(options: ClientOptions = {}): GraphQLClient {
  const headers: Record<string, string> = { Store: currentLanguage().storeCode };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const timeoutMs = options.timeoutMs ?? 10000;
  return new GraphQLClient(options.url ?? getRuntimeSettings().graphqlUrl, {
    headers,
    fetch: (input, init) => fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(timeoutMs) }),
  });
}

export function toFailure(err: unknown): GraphQLFailure {
  if (err instanceof ClientError) {
    const first = err.response.errors?.[0];
    if (first) {
      const ext = first.extensions as { category?: string } | undefined;
      return { message: first.message, category: ext?.category, network: false };
    }
    return { message: `The store answered with status ${err.response.status}.`, network: true };
  }
  return { message: 'We could not reach the store. Check your connection and try again.', network: true };
}

/** Runs an operation and returns an error object instead of throwing (spec §8). */
export async function runOperation<T, V extends object = Record<string, unknown>>(
  document: string,
  variables?: V,
  options: ClientOptions = {},
): Promise<GraphQLResult<T>> {
  try {
    const data = await createGraphQLClient(options).request<T>(document, variables as Record<string, unknown>);
    return { data };
  } catch (err) {
    return { error: toFailure(err) };
  }
}
