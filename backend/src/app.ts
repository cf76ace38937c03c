import { createServer, type Server } from 'node:http';
import { createYoga } from 'graphql-yoga';
import { useContentEncoding } from '@whatwg-node/server';
import { langFromStoreCode, type StoreContext } from './context';
import { buildStoreSchema } from './schema';
import { useStoreHeader } from './storeHeader';
import { getDb } from './store/db';
import { seedCatalogue } from './seed/seed';
import { dispatch, sendJson } from './rest/router';
import './rest/routes';

/**
 * Shopper-facing errors pass through: anything with a Magento category, and GraphQL's own request errors
 * (syntax, validation, variable coercion). Anything else is an internal fault: logged, and masked.
 */
function maskError(err: unknown, message: string): Error {
  const original = (err as { originalError?: unknown }).originalError;
  const categoryOf = (e: unknown) => (e as { extensions?: { category?: string } } | undefined)?.extensions?.category;
  if (categoryOf(err) || categoryOf(original)) return err as Error;
  const isGraphQLError = (e: unknown) => e instanceof Error && e.name === 'GraphQLError';
  if (isGraphQLError(err) && (!original || isGraphQLError(original))) return err as Error;
  console.error(original ?? err);
  return new Error(message);
}

/** The whole backend as one HTTP server (not yet listening): GraphQL, REST, media, health. */
export function createApp(): Server {
  const db = getDb();
  seedCatalogue(db);
  const yoga = createYoga({
    schema: buildStoreSchema(),
    graphqlEndpoint: '/graphql',
    maskedErrors: { maskError },
    cors: { origin: '*', allowedHeaders: ['Content-Type', 'Authorization', 'Store', 'Content-Currency'], methods: ['GET', 'POST', 'OPTIONS'] },
    landingPage: false,
    // gzip when the client accepts it: the menu's category tree is 25 KB of JSON, about 3 KB compressed.
    plugins: [useContentEncoding(), useStoreHeader()],
    logging: false,
    context: ({ request }): StoreContext => {
      const storeCode = request.headers.get('store')?.trim().toLowerCase() || 'default';
      const auth = request.headers.get('authorization');
      return { db, storeCode, lang: langFromStoreCode(storeCode), token: auth?.startsWith('Bearer ') ? auth.slice(7).trim() || null : null };
    },
  });

  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (url.pathname.startsWith('/graphql')) return yoga(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Headers': 'Content-Type, Authorization, Store, Idempotency-Key', 'Access-Control-Allow-Methods': 'GET, POST, OPTIONS' });
      return res.end();
    }
    if (url.pathname === '/health') return sendJson(res, 200, { ok: true });
    try {
      if (await dispatch(req, res, url)) return;
      sendJson(res, 404, { message: 'Not found' });
    } catch (err) {
      console.error(err);
      if (!res.headersSent) sendJson(res, 500, { message: 'Something went wrong on our side. Please try again.' });
    }
  });
}
