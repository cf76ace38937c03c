/**
 * The search service is a third party: everything it says is untrusted text.
 * Markup is stripped to plain text (React then escapes it) and links keep only http(s) or same-site paths,
 * so neither HTML nor `javascript:` URLs from an answer can ever reach the page as such.
 */
const TAG = /<[^>]*>?/g;
const CONTROL = /[\u0000-\u001f\u007f]/g;

export function plainText(value: unknown, max = 140): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  return String(value).replace(TAG, '').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim().slice(0, max);
}

/** A same-site path (`/slug`) or an absolute http(s) URL; anything else (javascript:, data:, //host) is refused. */
export function safeHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const raw = value.replace(CONTROL, '').trim();
  if (!raw) return null;
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\')) return raw;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A price as a finite, non-negative number, whether the answer sent a number or a numeric string. */
export function safePrice(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /\d/.test(value) ? Number(value.replace(/[^0-9.]/g, '')) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
}
