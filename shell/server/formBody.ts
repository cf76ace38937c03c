import type { IncomingMessage } from 'node:http';

/**
 * A plain HTML form's body is small. The cap is the one for every form, sized so that whatever the live forms accept
 * fits: a contact message of 5,000 letters in Devanagari or Tamil is ~45 KB once escaped (9 bytes a letter).
 */
export const MAX_FORM_BYTES = 64 * 1024;
/** A body arrives in one go; a client that trickles it holds a socket and a worker's memory for nothing. */
export const FORM_READ_MS = 10_000;

export type FormRefusal = 'type' | 'size' | 'slow';
export type FormBody = { fields: Record<string, string> } | { refused: FormRefusal };

/** Only what a browser sends for `<form method="post">` without an enctype (file uploads and JSON are not forms here). */
const isUrlEncoded = (type: string | undefined) => /^application\/x-www-form-urlencoded\s*(;|$)/i.test(type ?? '');

/**
 * The posted form's fields (first value per name, in a null-prototype object so a field named `__proto__` is only a
 * name), read within `limits`: refused when it is not urlencoded, larger than `maxBytes` (by its Content-Length
 * before reading anything, or as it arrives) or slower than `timeoutMs`. A refused body is not read further.
 */
export function readFormBody(
  req: IncomingMessage,
  { maxBytes = MAX_FORM_BYTES, timeoutMs = FORM_READ_MS }: { maxBytes?: number; timeoutMs?: number } = {},
): Promise<FormBody> {
  if (!isUrlEncoded(req.headers['content-type'])) return Promise.resolve({ refused: 'type' });
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) return Promise.resolve({ refused: 'size' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (answer: FormBody) => {
      clearTimeout(timer);
      req.removeAllListeners('data');
      req.pause();
      resolve(answer);
    };
    const timer = setTimeout(() => finish({ refused: 'slow' }), timeoutMs);
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) return finish({ refused: 'size' });
      chunks.push(chunk);
    });
    req.on('end', () => finish({ fields: parseFields(Buffer.concat(chunks).toString('utf8')) }));
    req.on('error', () => finish({ refused: 'slow' }));
  });
}

function parseFields(body: string): Record<string, string> {
  const fields = Object.create(null) as Record<string, string>;
  for (const [name, value] of new URLSearchParams(body)) if (!(name in fields)) fields[name] = value;
  return fields;
}
