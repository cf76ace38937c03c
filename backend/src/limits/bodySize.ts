import type { IncomingMessage } from 'node:http';

/** The largest GraphQL request body accepted: far above any storefront operation (the token limit caps documents). */
export const MAX_GRAPHQL_BODY_BYTES = 1_000_000;

/**
 * Why a GraphQL request is refused for its size before a byte of it is read, or null. The length must be declared:
 * the body goes to GraphQL Yoga as a stream, so an undeclared (chunked) body could not be stopped part-way.
 * Browsers and Node's fetch always declare it for the storefront's string bodies.
 */
export function graphqlBodyRefusal(req: IncomingMessage): { status: 411 | 413; message: string } | null {
  if (req.method !== 'POST') return null;
  const declared = req.headers['content-length'];
  if (declared === undefined)
    return req.headers['transfer-encoding'] ? { status: 411, message: 'A GraphQL request must say its length (Content-Length).' } : null;
  if (Number(declared) > MAX_GRAPHQL_BODY_BYTES)
    return { status: 413, message: `A GraphQL request may be at most ${MAX_GRAPHQL_BODY_BYTES / 1_000_000} MB.` };
  return null;
}
