import { createServer } from 'node:http';
import { createYoga } from 'graphql-yoga';
import { langFromStoreCode, type StoreContext } from './context';
import { buildStoreSchema } from './schema';
import { getDb } from './store/db';
import { seedCatalogue } from './seed/seed';
import { dispatch, sendJson } from './rest/router';
import './rest/routes';

const port = Number(process.env.TILES_PORT_BACKEND ?? process.env.PORT ?? 4000);
const db = getDb();
seedCatalogue(db);

const yoga = createYoga({
  schema: buildStoreSchema(),
  graphqlEndpoint: '/graphql',
  maskedErrors: { maskError: (err, message) => err instanceof Error && 'extensions' in err && (err as { extensions?: { category?: string } }).extensions?.category ? err : new Error(message) },
  cors: { origin: '*', allowedHeaders: ['Content-Type', 'Authorization', 'Store', 'Content-Currency'], methods: ['GET', 'POST', 'OPTIONS'] },
  landingPage: false,
  context: ({ request }): StoreContext => {
    const storeCode = request.headers.get('store') ?? 'default';
    const auth = request.headers.get('authorization');
    return { db, storeCode, lang: langFromStoreCode(storeCode), token: auth?.startsWith('Bearer ') ? auth.slice(7).trim() || null : null };
  },
});

const server = createServer(async (req, res) => {
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

server.listen(port, () => console.log(`[backend] GraphQL on http://localhost:${port}/graphql`));
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => server.close(() => process.exit(0)));
