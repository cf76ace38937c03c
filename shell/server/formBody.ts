import type { IncomingMessage } from 'node:http';
import getRawBody from 'raw-body';
import { withTimeout } from '@tiles/shared/src/async/withTimeout';

/**
 * A plain HTML form's body is small. The cap is the one for every form, sized so that whatever the live forms accept
 * fits: a contact message of 5,000 letters in Devanagari or Tamil is ~45 KB once escaped (9 bytes a letter).
 */
export const MAX_FORM_BYTES = 64 * 1024;
/** A body arrives in one go; a client that trickles it holds a socket and a worker's memory for nothing. */
export const FORM_READ_MS = 10_000;

export type FormRefusal = 'type' | 'size' | 'slow';
export type FormBody = { fields: Record<string, string> } | { refused: FormRefusal };

/**
 * The posted form's fields (first value per name, in a null-prototype object so a field named `__proto__` is only a
 * name), refused when it is not what a browser sends for `<form method="post">` without an enctype (urlencoded),
 * larger than `maxBytes` (by its Content-Length before reading anything, or as it arrives) or slower than
 * `timeoutMs`. A refused body is not read further.
 */
export async function readFormBody(req: IncomingMessage, { maxBytes = MAX_FORM_BYTES, timeoutMs = FORM_READ_MS } = {}): Promise<FormBody> {
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(req.headers['content-type'] ?? '')) return { refused: 'type' };
  const reading = getRawBody(req, { limit: maxBytes, length: req.headers['content-length'] }).catch((err: { type?: string }) =>
    err.type === 'entity.too.large' ? 'size' : 'slow',
  );
  const body = await withTimeout(reading, timeoutMs, () => {
    req.pause();
    return 'slow' as const;
  });
  if (typeof body === 'string') return { refused: body };
  const fields = Object.create(null) as Record<string, string>;
  for (const [name, value] of new URLSearchParams(body.toString('utf8'))) fields[name] ??= value;
  return { fields };
}
