import { checkImageUpload, type AcceptedImageType, type ImageRefusal } from '@tiles/shared';

/** Visual search takes the store's shared photo checks (JPEG, PNG, TIFF up to 10 MB, by type and leading bytes). */
export { ACCEPTED_IMAGE_TYPES as ACCEPTED_TYPES, MAX_IMAGE_BYTES, sniffImageType } from '@tiles/shared';
export type AcceptedType = AcceptedImageType;

/** What went wrong, as ids of the search box's catalogue (the shopper reads them in the page language). */
export const MESSAGES = {
  type: 'imageType',
  bytes: 'imageBytes',
  size: 'imageSize',
  empty: 'imageEmpty',
  read: 'imageRead',
} as const satisfies Record<ImageRefusal, string>;
export type ImageProblem = (typeof MESSAGES)[keyof typeof MESSAGES];

export type ImageCheck = { ok: true; type: AcceptedType } | { ok: false; message: ImageProblem };

/** Checks a chosen or dropped file before anything is read in full. */
export async function checkImageFile(file: Blob): Promise<ImageCheck> {
  const check = await checkImageUpload(file);
  return check.ok ? check : { ok: false, message: MESSAGES[check.reason] };
}
