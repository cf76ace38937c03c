import { createHmac } from 'node:crypto';
import type { LeadWebhook } from './config';
import type { WebhookLead } from './outbox';
import { retryAfterMs } from './backoff';
import { escapeControls } from '../../text/controls';

export type AttemptOutcome =
  | { kind: 'delivered'; status: number }
  | { kind: 'retry'; status: number | null; error: string; retryAfterMs: number | null }
  | { kind: 'parked'; status: number; reason: string }
  /** The worker was stopped mid-attempt: nothing is recorded, the row's lease brings it back later. */
  | { kind: 'stopped' };

/** `sha256=<hex HMAC-SHA256 of the raw body>`: what the receiver recomputes with the shared secret. */
export function signature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

const REASON_BYTES = 300;

/** The start of an answer's body for the export, read no further: a receiver may answer with an endless body. */
async function bodySnippet(res: Response): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < REASON_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.length;
    }
  } catch {
    /* timed out or cut off: keep what came */
  } finally {
    void reader.cancel().catch(() => {});
  }
  const text = Buffer.concat(chunks).subarray(0, REASON_BYTES).toString('utf8');
  return receiverText(
    text
      .replace(/[\r\n\t\ufffd]+/g, ' ')
      .trim()
      .slice(0, 200),
  );
}

/**
 * Anything the receiver chose (its status line's reason, its body, a Location) as stored for the export and the log:
 * controls written as visible `\u{1B}` text, so an `ESC]0;…BEL` in a reason phrase runs in nobody's terminal.
 */
const receiverText = (text: string) => escapeControls(text);

/** Lets the connection go without reading what the receiver sent (its size is not ours to bear). */
const discard = (res: Response) => res.body?.cancel().catch(() => {});

function networkError(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return `no answer: ${receiverText(cause?.code ?? cause?.message ?? (err as Error).message)}`;
}

/** Whether a status means "try again later": the receiver is busy, overloaded or down for now. */
const isTransient = (status: number) => status === 408 || status === 429 || status >= 500;

/**
 * POSTs one lead, signed, and says what became of it. Redirects are not followed: the signed lead goes only to the
 * configured address (a redirect elsewhere could hand customers' phone numbers to another host); a 3xx is retried, so
 * the lead waits until the setting names the final address.
 */
export async function attemptDelivery(hook: LeadWebhook, lead: WebhookLead, attempt: number, stop: AbortSignal): Promise<AttemptOutcome> {
  const body = JSON.stringify(lead);
  const timeout = AbortSignal.timeout(hook.timeoutMs);
  let res: Response;
  try {
    res = await fetch(hook.url, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'tiles-storefront-lead-webhook',
        'Idempotency-Key': lead.key,
        'X-Tiles-Signature': signature(body, hook.secret),
        'X-Tiles-Delivery-Attempt': String(attempt),
      },
      body,
      signal: AbortSignal.any([timeout, stop]),
    });
  } catch (err) {
    if (stop.aborted) return { kind: 'stopped' };
    const error = timeout.aborted ? `no answer within ${hook.timeoutMs} ms` : networkError(err);
    return { kind: 'retry', status: null, error, retryAfterMs: null };
  }
  const { status } = res;
  if (status >= 200 && status < 300) {
    await discard(res);
    return { kind: 'delivered', status };
  }
  if (status >= 400 && status < 500 && !isTransient(status))
    return { kind: 'parked', status, reason: `HTTP ${status} ${receiverText(res.statusText)}: ${await bodySnippet(res)}`.trim() };
  await discard(res);
  const error =
    status >= 300 && status < 400
      ? `HTTP ${status}: redirect to ${receiverText(res.headers.get('location') ?? '(no Location)')} not followed; set TILES_LEAD_WEBHOOK_URL to the final address`
      : `HTTP ${status} ${receiverText(res.statusText)}`.trim();
  return { kind: 'retry', status, error, retryAfterMs: retryAfterMs(res.headers.get('retry-after'), Date.now()) };
}
