/**
 * The photo checks every upload in the store shares (visual search, the room view): JPEG, PNG and TIFF only
 * (spec §5), up to 10 MB, checked by MIME type and by leading bytes before anything is read in full.
 * Each team words the refusal itself, from `reason`.
 */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/tiff'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

const SIGNATURES: { type: AcceptedImageType; bytes: number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { type: 'image/tiff', bytes: [0x49, 0x49, 0x2a, 0x00] },
  { type: 'image/tiff', bytes: [0x4d, 0x4d, 0x00, 0x2a] },
];

/** The image type its first bytes declare, or null. */
export function sniffImageType(head: Uint8Array): AcceptedImageType | null {
  return SIGNATURES.find((s) => s.bytes.every((b, i) => head[i] === b))?.type ?? null;
}

export type ImageRefusal = 'type' | 'empty' | 'size' | 'bytes' | 'read';
export type ImageFileCheck = { ok: true; type: AcceptedImageType } | { ok: false; reason: ImageRefusal };

export async function checkImageUpload(file: Blob): Promise<ImageFileCheck> {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return { ok: false, reason: 'type' };
  if (file.size === 0) return { ok: false, reason: 'empty' };
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, reason: 'size' };
  let head: Uint8Array;
  try {
    head = new Uint8Array(await readBytes(file.slice(0, 4)));
  } catch {
    return { ok: false, reason: 'read' };
  }
  const type = sniffImageType(head);
  return type ? { ok: true, type } : { ok: false, reason: 'bytes' };
}

/** Blob.arrayBuffer where available, FileReader otherwise (older engines, jsdom). */
export function readBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}
