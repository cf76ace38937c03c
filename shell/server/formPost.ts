import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RemoteModuleId } from '@tiles/shared/src/contracts/remotes';
import { RequestCache } from '@tiles/shared/src/data/requestCache';
import { inRequestScope } from '@tiles/shared/server';
import { withTimeout } from '@tiles/shared/src/async/withTimeout';
import getRawBody from 'raw-body';
import { forwardedFor } from './apiProxy';
import type { ServerConfig, Store } from './config';
import { addSetCookie, requestCookies, setCookieLines } from './cookies';
import { WORDS } from './Document';
import { pageAnswer, renderSettings, type PageOptions } from './page';
import { pageOwner } from './pageOwner';
import { exposedModules, pageRoutesOf } from './moduleHandles';
import { loadServerModule } from './serverModules';
import { serverRemotesOf } from './remoteOverride';
import { send, sendText } from './send';

/** Sending a contact message writes a mail: more than a render's budget, less than a shopper's patience. */
const SUBMIT_MS = 15_000;
type Word = keyof typeof WORDS.en;
type Refusal = 'type' | 'size' | 'slow';
const REFUSALS: Record<Refusal, [number, Word]> = { type: [415, 'formType'], size: [413, 'formTooLarge'], slow: [408, 'formSlow'] };
export type FormBody = { fields: Record<string, string> } | { refused: Refusal };

// The posted form's fields (first value per name, in a null-prototype object), refused when not urlencoded, over
// `maxBytes` (64 KB: 5,000 escaped Devanagari or Tamil letters) or slower than `timeoutMs` (a trickle holds a socket).
export async function readFormBody(req: IncomingMessage, { maxBytes = 64 * 1024, timeoutMs = 10_000 } = {}): Promise<FormBody> {
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(req.headers['content-type'] ?? '')) return { refused: 'type' };
  const limits = { limit: maxBytes, length: req.headers['content-length'] };
  const reading = getRawBody(req, limits).catch((err: { type?: string }) => (err.type === 'entity.too.large' ? 'size' : 'slow'));
  const body = await withTimeout(reading, timeoutMs, () => {
    req.pause();
    return 'slow' as const;
  });
  if (typeof body === 'string') return { refused: body };
  const fields = Object.create(null) as Record<string, string>;
  for (const [name, value] of new URLSearchParams(body.toString('utf8'))) fields[name] ??= value;
  return { fields };
}

/** `path` read as a browser reads a Location (`//host`, `/\host`: another site); null for another origin. */
function localPath(path: string, origin: string): string | null {
  const url = path.startsWith('/') ? URL.canParse(path, origin) && new URL(path, origin) : null;
  return url && url.origin === new URL(origin).origin ? url.pathname + url.search + url.hash : null;
}

const samePath = (a: string, b: string) => a.replace(/\/+$/, '').toLowerCase() === b.replace(/\/+$/, '').toLowerCase();

/**
 * The module that answers a form posted to `path`: one that says so in its own handle (`formPaths`) (the footer's
 * sign-up at Magento's newsletter path), found among the exposed modules of the remotes' manifests, loaded as the
 * server loads them to render; else the page's own module. A remote that cannot be read is passed over.
 */
export async function formOwner(remotes: Record<string, string>, path: string): Promise<RemoteModuleId | null> {
  const declared = (await exposedModules(remotes)).find(({ handle }) => handle.formPaths?.some((p) => samePath(p, path)));
  return declared?.id ?? pageOwner(await pageRoutesOf(remotes), path).id;
}

type FormContext = { config: ServerConfig; options: PageOptions; store: Store; path: string };
// A form posted without scripts (`<form method="post">`): refused when no store form sends it, else handed to the
// owning module's `action`, whose answer is a 303 (Post/Redirect/Get) or the page drawn again with it.
export async function answerFormPost(req: IncomingMessage, res: ServerResponse, { config, options, store, path }: FormContext) {
  const refuse = (status: number, word: Word, headers = {}) => sendText(req, res, status, WORDS[store.language][word], headers);
  // Only the store's own pages may post its forms (they send mail), by the browser's word; a post with neither is refused.
  const { 'sec-fetch-site': site, origin } = req.headers;
  const sameOrigin = (site ?? 'same-origin') === 'same-origin' && (origin ?? store.origin) === store.origin;
  // What is not read is not kept: a refused request's connection is closed rather than drained.
  const closing = { Connection: 'close' };
  if (!sameOrigin || (site === undefined && origin === undefined)) return refuse(403, 'formCrossSite', closing);
  const body = await readFormBody(req);
  if ('refused' in body) return refuse(...REFUSALS[body.refused], closing);
  const remotes = serverRemotesOf(store);
  const owned = async () => {
    const id = await formOwner(remotes, path);
    return { id, module: id && (await loadServerModule(remotes, id)) };
  };
  const { id: owner, module: loaded } = (await withTimeout(owned(), SUBMIT_MS, () => null).catch(() => null)) ?? {};
  if (!owner || !loaded) return refuse(503, 'formUnavailable');
  const cookies = requestCookies(req.headers.cookie);
  const url = new URL(store.origin + path);
  const settings = renderSettings(config, store);
  const scope = { url, settings, forwardedFor: forwardedFor(req.headers, req.socket.remoteAddress, config.trustedProxies) };
  const request = { ...scope, cache: new RequestCache(), budgetMs: SUBMIT_MS, cookies, fields: body.fields };
  const run = inRequestScope(scope, async () => loaded.action?.(request));
  const result = await withTimeout(run, SUBMIT_MS, () => 'failed' as const).catch((err: Error) => {
    console.warn(`[shell] form post to ${owner} failed: ${err.message}`);
    return 'failed' as const;
  });
  // None: the owner has no form (at this path).
  if (!result) return refuse(405, 'formNone', { Allow: 'GET, HEAD' });
  if (result === 'failed') return refuse(503, 'formUnavailable');
  // Set whatever the answer: a refused add may still have started the shopper's cart.
  addSetCookie(res, setCookieLines(result.cookies, store.origin.startsWith('https:')));
  if (result.redirect !== undefined) {
    const location = localPath(result.redirect, store.origin); // a 303 never leaves the site, whatever a bundle answers
    if (!location) return refuse(503, 'formUnavailable');
    return send(req, res, 303, Buffer.from(''), { Location: location, 'Cache-Control': 'no-store' });
  }
  const page = new URL((result.at && localPath(result.at, store.origin)) || path, 'http://x');
  const posted = { id: owner, answer: { data: result.data, status: result.status } };
  const answer = await pageAnswer(config, options, store, page.pathname, page.search, posted, cookies);
  return send(req, res, answer.status, Buffer.from(answer.html), answer.headers);
}
