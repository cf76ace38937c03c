import type { IncomingMessage, ServerResponse } from 'node:http';
import { langFromStoreCode } from '../context';
import {
  findSimilar,
  prepareUpload,
  MAX_IMAGE_BYTES,
  SlowImageError,
  sniffImage,
  UnreadableImageError,
} from '../search/visual/visualSearch';
import { imageSize, sizeProblem } from '../search/visual/imageHeader';
import { productFeatures } from '../search/visual/productFeatures';
import { warmUpSoon } from '../search/warmUp';
import { BodyTooLargeError, readJsonBody, route, sendJson } from './router';
import { AbandonedError, createVisualSearchGate, type GateTicket } from './visualSearchGate';

const TOO_LARGE = 'The image is larger than 10 MB. Please choose a smaller photo.';
const UNREADABLE = 'We could not read that image. It may be damaged; please try another photo.';
const TOO_SLOW = 'That image took too long to read. Please try a smaller photo.';
const WRONG_TYPE = 'Only JPEG, PNG and TIFF photos can be searched. Please choose one of those.';
/** Base64 is 4/3 of the bytes; leave room for a data-URL prefix and the JSON around it. */
const BODY_LIMIT = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 64 * 1024;

/** Two photos decode at once (two of libuv's four threads at most), four more may wait (README "Backend"). */
const gate = createVisualSearchGate(2, 4);
const BUSY = 'Visual search is busy right now. Please try again in a few seconds.';
const RETRY_AFTER_SECONDS = '5';

const fail = (res: ServerResponse, status: number, code: string, message: string) => sendJson(res, status, { code, message });

/** The bytes of a base64 string or data URL, or null when it is not one. */
function decodeImage(value: string): Buffer | null {
  const m = /^data:([^,]*?),/i.exec(value);
  if (m && !/;base64$/i.test(m[1])) return null;
  const b64 = (m ? value.slice(m[0].length) : value).replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(b64) || b64.length % 4 === 1) return null;
  return Buffer.from(b64, 'base64');
}

/**
 * POST /rest/visual-search { image } → { items, upload } the 12 tiles most like the photo (colour + texture +
 * layout features against every product image) and a PNG preview of the upload. The format is decided by the file's leading bytes.
 */
async function visualSearch(req: IncomingMessage, res: ServerResponse, _p: Record<string, string>, url: URL): Promise<void> {
  const ticket = gate.admit();
  if (!ticket)
    return sendJson(
      res,
      503,
      { code: 'VISUAL_SEARCH_BUSY', message: BUSY },
      { 'Retry-After': RETRY_AFTER_SECONDS, 'Cache-Control': 'no-store' },
    );
  // The client closing the connection before the answer (a closed tab, a cancelled upload) ends the work it asked for.
  const abandoned = new AbortController();
  const onClose = () => res.writableFinished || abandoned.abort();
  res.on('close', onClose);
  try {
    await search(req, res, url, ticket, abandoned.signal);
  } catch (err) {
    if (!abandoned.signal.aborted && !(err instanceof AbandonedError)) throw err;
  } finally {
    ticket.done();
    res.off('close', onClose);
  }
}

async function search(req: IncomingMessage, res: ServerResponse, url: URL, ticket: GateTicket, signal: AbortSignal): Promise<void> {
  const started = performance.now();
  let body: { image?: unknown } | null;
  try {
    body = await readJsonBody<{ image?: unknown }>(req, BODY_LIMIT);
  } catch (err) {
    if (err instanceof BodyTooLargeError) return fail(res, 413, 'IMAGE_TOO_LARGE', TOO_LARGE);
    throw err;
  }
  if (!body || typeof body !== 'object' || typeof body.image !== 'string' || !body.image) {
    return fail(res, 400, 'IMAGE_MISSING', 'Send the photo as JSON: { "image": "<base64 or data URL>" }.');
  }
  const image = decodeImage(body.image);
  if (!image || !image.length) return fail(res, 400, 'IMAGE_NOT_BASE64', 'The image must be base64 encoded (or a base64 data URL).');
  if (image.length > MAX_IMAGE_BYTES) return fail(res, 413, 'IMAGE_TOO_LARGE', TOO_LARGE);
  const format = sniffImage(image);
  if (!format) return fail(res, 400, 'IMAGE_UNSUPPORTED_TYPE', WRONG_TYPE);
  // The header alone decides whether the image is decoded at all: a 1 × 20,000,000 strip is 78 KB of PNG.
  const size = imageSize(image, format);
  if (!size) return fail(res, 400, 'IMAGE_UNREADABLE', UNREADABLE);
  const problem = sizeProblem(size);
  if (problem) return fail(res, 422, 'IMAGE_DIMENSIONS', problem);
  const langParam = url.searchParams.get('lang');
  const store = req.headers.store;
  const lang =
    langParam === 'hi' || langParam === 'ta' || langParam === 'en' ? langParam : langFromStoreCode(Array.isArray(store) ? store[0] : store);
  let items, upload;
  try {
    await ticket.turn(signal);
    const prepared = await prepareUpload(image, format);
    if (signal.aborted) return;
    upload = prepared.info;
    items = await findSimilar(prepared.small, lang);
  } catch (err) {
    if (err instanceof UnreadableImageError) return fail(res, 400, 'IMAGE_UNREADABLE', UNREADABLE);
    if (err instanceof SlowImageError) return fail(res, 422, 'IMAGE_TOO_COMPLEX', TOO_SLOW);
    throw err;
  }
  if (signal.aborted) return;
  sendJson(res, 200, { items, upload, queryTime: Math.round(performance.now() - started) }, { 'Cache-Control': 'no-store' });
}

route('POST', '/rest/visual-search', visualSearch);

warmUpSoon('visual features', productFeatures);
