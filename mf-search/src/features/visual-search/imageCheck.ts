/** Visual search accepts JPEG, PNG and TIFF only (spec §5), up to 10 MB, checked by MIME type and by leading bytes. */
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/tiff'] as const;
export type AcceptedType = (typeof ACCEPTED_TYPES)[number];
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

const SIGNATURES: { type: AcceptedType; bytes: number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { type: 'image/tiff', bytes: [0x49, 0x49, 0x2a, 0x00] },
  { type: 'image/tiff', bytes: [0x4d, 0x4d, 0x00, 0x2a] },
];

/** What went wrong, as ids of the search box's catalogue (the shopper reads them in the page language). */
export const MESSAGES = { type: 'imageType', bytes: 'imageBytes', size: 'imageSize', empty: 'imageEmpty', read: 'imageRead' } as const;
export type ImageProblem = (typeof MESSAGES)[keyof typeof MESSAGES];

/** The image type its first bytes declare, or null. */
export function sniffImageType(head: Uint8Array): AcceptedType | null {
  return SIGNATURES.find((s) => s.bytes.every((b, i) => head[i] === b))?.type ?? null;
}

export type ImageCheck = { ok: true; type: AcceptedType } | { ok: false; message: ImageProblem };

/** Checks a chosen or dropped file before anything is read in full. */
export async function checkImageFile(file: Blob): Promise<ImageCheck> {
  if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type)) return { ok: false, message: MESSAGES.type };
  if (file.size === 0) return { ok: false, message: MESSAGES.empty };
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, message: MESSAGES.size };
  let head: Uint8Array;
  try {
    head = new Uint8Array(await readHead(file.slice(0, 4)));
  } catch {
    return { ok: false, message: MESSAGES.read };
  }
  const type = sniffImageType(head);
  return type ? { ok: true, type } : { ok: false, message: MESSAGES.bytes };
}

/** Blob.arrayBuffer where available, FileReader otherwise (older engines, jsdom). */
function readHead(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}
