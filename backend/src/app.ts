import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createYoga } from 'graphql-yoga';
import { useContentEncoding } from '@whatwg-node/server';
import { langFromStoreCode, type StoreContext } from './context';
import { buildStoreSchemas, useGuestOrderVersions } from './schemaVersions';
import { useStoreHeader } from './storeHeader';
import { getDb } from './store/db';
import { seedCatalogue } from './seed/seed';
import { BodyTooLargeError, dispatch, sendJson } from './rest/router';
import { graphqlLimitsFromEnv } from './limits/config';
import { useGraphqlLimits } from './limits/plugin';
import { graphqlBodyRefusal } from './limits/bodySize';
import { clientAddress, clientGroup, trustedProxiesFromEnv } from './clients/clientAddress';
import { clientOf, rememberClient } from './clients/requestClient';
import { deliverLeadsWhileServing } from './leads/delivery/start';
import { INTERNAL_ERROR, maskError } from './errors';
import { useHttpCacheHeaders } from './httpCache';
import { escapeControls } from './text/controls';
import { inspect } from 'node:util';
import { graphqlCors } from './clients/cors';
import { useCrossSiteMailRefusal } from './clients/crossSiteMail';
import { schemaDisclosureFromEnv, useSchemaDisclosure } from './limits/disclosure';
import { metricsAllowed, refusedByLimit, registry, useOperationMetrics, watchLeadQueue } from './metrics/metrics';
import './rest/routes';

// Host names, IPv4 or bracketed IPv6, with an optional port: what an HTTP client may send in Host.
const VALID_HOST = /^(?:[A-Za-z0-9._-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The request's URL, or null when the request target or Host cannot make one. Only origin-form targets
 * (`/path?query`) are served; `//x` would parse as a host, `*` and absolute-form are proxy business. The
 * base is fixed: nothing here depends on the Host a client claims, so a hostile Host cannot break parsing.
 */
export function requestUrl(req: IncomingMessage): URL | null {
  const target = req.url ?? '';
  const host = req.headers.host;
  if (!target.startsWith('/') || target.startsWith('//')) return null;
  if (host !== undefined && !VALID_HOST.test(host)) return null;
  try {
    return new URL(target, 'http://backend.local');
  } catch {
    return null;
  }
}

function readiness(db: ReturnType<typeof getDb>): [number, { ready: boolean; reason?: string }] {
  try {
    db.prepare('SELECT 1').get();
    return [200, { ready: true }];
  } catch (err) {
    return [503, { ready: false, reason: `the store file does not answer: ${(err as Error).message}` }];
  }
}

/** The whole backend as one HTTP server (not yet listening): GraphQL, REST, media, health. */
export function createApp(): Server {
  const db = getDb();
  seedCatalogue(db);
  const trusted = trustedProxiesFromEnv();
  const schemas = buildStoreSchemas();
  const yoga = createYoga({
    schema: schemas.v247,
    graphqlEndpoint: '/graphql',
    maskedErrors: { maskError: (err) => maskError(err, INTERNAL_ERROR) },
    // Only the store's own origins (and configured ones) get a CORS answer, never with credentials: the API
    // authenticates by Bearer token, and another site's page must not make its visitors' browsers call it.
    cors: graphqlCors(),
    landingPage: false,
    // gzip when the client accepts it: the menu's category tree is 25 KB of JSON, about 3 KB compressed.
    // Limits (depth, aliases, tokens, cost, time) refuse a hostile document before it costs anything: README "GraphQL limits".
    // Mail-sending mutations from another site's page are refused as the shell refuses its forms posted from one.
    plugins: [
      // Before the limits: a 2.4.8 guest order look-up is measured and run against the schema it is valid in.
      useGuestOrderVersions(schemas),
      useOperationMetrics(),
      useContentEncoding(),
      useStoreHeader(),
      useHttpCacheHeaders(),
      useCrossSiteMailRefusal(),
      ...useGraphqlLimits(graphqlLimitsFromEnv()),
      // Introspection and "Did you mean" suggestions: off in production unless configured.
      ...useSchemaDisclosure(schemaDisclosureFromEnv()),
    ],
    logging: false,
    // Yoga's Node adapter passes the server context, { req, res }, as part of the initial context.
    context: (initial): StoreContext => {
      const { request, req } = initial as typeof initial & { req: IncomingMessage };
      const storeCode = request.headers.get('store')?.trim().toLowerCase() || 'default';
      const auth = request.headers.get('authorization');
      return {
        db,
        storeCode,
        lang: langFromStoreCode(storeCode),
        token: auth?.startsWith('Bearer ') ? auth.slice(7).trim() || null : null,
        client: clientOf(req),
      };
    },
  });

  const server = createServer(async (req, res) => {
    // Every failure ends here as an answer: a rejected promise from a request handler would otherwise be
    // an unhandled rejection, which takes the whole Node process down.
    try {
      // Every answer says exactly what it is: no browser may sniff a JSON error or an upload preview into HTML.
      res.setHeader('X-Content-Type-Options', 'nosniff');
      const url = requestUrl(req);
      if (!url) return sendJson(res, 400, { message: 'Malformed request: the path or Host header is not valid.' });
      const forwardedFor = req.headers['x-forwarded-for'];
      rememberClient(
        req,
        clientGroup(clientAddress(req.socket.remoteAddress, Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor, trusted)),
      );
      if (url.pathname.startsWith('/graphql')) {
        // An oversized body is refused before it is read (the limits below apply to what it says, not its size).
        const refusal = graphqlBodyRefusal(req);
        if (refusal) refusedByLimit.inc();
        if (refusal)
          return sendJson(
            res,
            refusal.status,
            { errors: [{ message: refusal.message, extensions: { category: 'graphql-input' } }] },
            { Connection: 'close' },
          );
        return await yoga(req, res);
      }
      // Ready: the store file answers (configuration was checked before the server started). Metrics: no CORS answer,
      // so no other site's page reads them through a browser on this machine.
      if (url.pathname === '/readyz') return sendJson(res, ...readiness(db));
      if (url.pathname === '/metrics') {
        if (!metricsAllowed(req)) return sendJson(res, 403, { message: 'Metrics are not public.' });
        res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
        return void res.end(await registry.metrics());
      }
      // REST, autosuggest and images stay open to any page (no cookies, nothing they answer is a shopper's).
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'Access-Control-Allow-Headers': 'Content-Type, Authorization, Store, Idempotency-Key',
          'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        });
        return res.end();
      }
      if (url.pathname === '/health' || url.pathname === '/healthz') return sendJson(res, 200, { ok: true });
      if (await dispatch(req, res, url)) return;
      sendJson(res, 404, { message: 'Not found' });
    } catch (err) {
      // A path parameter with a broken escape (`/rest/leads/%`) is the client's mistake, not ours.
      if (err instanceof URIError)
        return void (res.headersSent
          ? res.destroy()
          : sendJson(res, 400, { message: 'Malformed request: the path has an invalid %-escape.' }));
      // An oversized body is a 413 the client can act on (the lead outbox drops it instead of retrying forever).
      if (err instanceof BodyTooLargeError)
        return void (res.headersSent ? res.destroy() : sendJson(res, 413, { message: err.message }, { Connection: 'close' }));
      // Logged with its controls as text: a fault's message may quote what the request sent.
      console.error(escapeControls(inspect(err), true));
      if (!res.headersSent) sendJson(res, 500, { message: 'Something went wrong on our side. Please try again.' });
      else res.destroy();
    }
  });
  // Leads go on to the sales team's CRM (with a webhook configured), in the background, while this server serves.
  deliverLeadsWhileServing(server, db);
  watchLeadQueue(db);
  return server;
}
