import { checkImageUpload, type AcceptedImageType, type ImageRefusal } from '@tiles/shared';

/** Visual search takes the store's shared photo checks (JPEG, PNG, TIFF up to 10 MB, by type and leading bytes). */
export { ACCEPTED_IMAGE_TYPES as ACCEPTED_TYPES, MAX_IMAGE_BYTES, sniffImageType } from '@tiles/shared';
export type AcceptedType = AcceptedImageType;

export const MESSAGES = {
  type: 'Only JPEG, PNG or TIFF photos can be used for visual search.',
  bytes: 'That file is not a JPEG, PNG or TIFF image, even though its name says so. Please choose a photo.',
  size: 'That photo is larger than 10 MB. Please choose a smaller one.',
  empty: 'That file is empty. Please choose a photo.',
  read: 'We could not read that file. Please try another photo.',
} as const satisfies Record<ImageRefusal, string>;

export type ImageCheck = { ok: true; type: AcceptedType } | { ok: false; message: string };

/** Checks a chosen or dropped file before anything is read in full. */
export async function checkImageFile(file: Blob): Promise<ImageCheck> {
  const check = await checkImageUpload(file);
  return check.ok ? check : { ok: false, message: MESSAGES[check.reason] };
}
