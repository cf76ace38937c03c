import { getRuntimeSettings, type VisualSearchImage } from '@tiles/shared';

export interface VisualMatch {
  sku: string;
  /** Similarity 0–1, when the service gives one. */
  score: number | null;
}

export class VisualSearchError extends Error {}

const asMatch = (v: unknown): VisualMatch | null => {
  if (typeof v !== 'object' || v === null) return null;
  const r = v as Record<string, unknown>;
  const sku = typeof r.sku === 'string' ? r.sku : typeof r.uniqueId === 'string' ? r.uniqueId : null;
  const raw = typeof r.score === 'number' ? r.score : typeof r.similarity === 'number' ? r.similarity : null;
  return sku ? { sku, score: raw !== null && Number.isFinite(raw) ? Math.max(0, Math.min(1, raw)) : null } : null;
};

/** Reads the ranked matches from the visual-search answer (`products`, `results` or `items`, best first). */
export function parseVisualMatches(body: unknown): VisualMatch[] {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const list = [b.products, b.results, b.items].find(Array.isArray);
  if (!list) throw new VisualSearchError('The visual search answer had no products.');
  return (list as unknown[]).map(asMatch).filter((m): m is VisualMatch => m !== null);
}

/** The service's PNG preview of the upload (browsers cannot draw TIFF); only a PNG data URL is taken. */
export function parsePreview(body: unknown): string | null {
  const upload = typeof body === 'object' && body !== null ? (body as { upload?: { preview?: unknown } }).upload : undefined;
  const preview = upload?.preview;
  return typeof preview === 'string' && /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/.test(preview) ? preview : null;
}

/** POSTs the base64 photo to the store's visual-search endpoint. */
export async function searchByImage(
  image: VisualSearchImage,
  signal: AbortSignal,
): Promise<{ matches: VisualMatch[]; preview: string | null }> {
  const comma = image.dataUrl.indexOf(',');
  const mimeType = image.dataUrl.slice(5, image.dataUrl.indexOf(';'));
  const res = await fetch(`${getRuntimeSettings().restUrl}/visual-search`, {
    method: 'POST',
    signal,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ image: image.dataUrl.slice(comma + 1), mimeType, fileName: image.fileName, limit: 12 }),
  });
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    /* handled below */
  }
  if (!res.ok) {
    const message =
      typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
        ? (body as { message: string }).message
        : null;
    throw new VisualSearchError(message ?? 'Visual search is unavailable right now. Please try again.');
  }
  return { matches: parseVisualMatches(body), preview: parsePreview(body) };
}
