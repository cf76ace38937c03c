import { useCallback, useState } from 'react';
import { checkImageUpload, type ImageRefusal, type Point } from '@tiles/shared';
import { isConvexQuad } from './homography';
import { decodePhoto } from './loadPixels';
import { visualiserMessages, type VisualiserMessageId } from './i18n/messages';
import type { Pixels } from './renderRoom';

/** Why an upload was refused, as the shopper reads it (the same checks as visual search's uploads). */
const UPLOAD_REFUSALS: Record<ImageRefusal, VisualiserMessageId> = {
  type: 'refusedType',
  bytes: 'refusedBytes',
  size: 'refusedSize',
  empty: 'refusedEmpty',
  read: 'readError',
};

export type Quad = [Point, Point, Point, Point];

/** A starting outline: the lower middle of the photo, narrower at the top like a floor seen from standing height. */
export const startingCorners = (w: number, h: number): Quad => [
  [w * 0.3, h * 0.55],
  [w * 0.7, h * 0.55],
  [w * 0.9, h * 0.92],
  [w * 0.1, h * 0.92],
];

/** The shopper's own photo: checked like visual search's uploads, decoded here, and the four corners they mark. */
export function usePhoto() {
  const [photo, setPhoto] = useState<Pixels | null>(null);
  const [corners, setCorners] = useState<Quad | null>(null);
  const t = visualiserMessages.useT();
  // The message's id, not its text: it is read in the page language when shown.
  const [message, setMessage] = useState<VisualiserMessageId | null>(null);
  const [reading, setReading] = useState(false);

  const handleFile = useCallback(async (file: File | undefined): Promise<boolean> => {
    if (!file) return false;
    const check = await checkImageUpload(file);
    if (!check.ok) {
      setMessage(UPLOAD_REFUSALS[check.reason]);
      return false;
    }
    setReading(true);
    try {
      const pixels = await decodePhoto(file, check.type);
      setPhoto(pixels);
      setCorners(startingCorners(pixels.width, pixels.height));
      setMessage(null);
      return true;
    } catch {
      setMessage('readError');
      return false;
    } finally {
      setReading(false);
    }
  }, []);

  const handleCorner = useCallback(
    (index: number, point: Point) => {
      setCorners((c) => {
        if (!c || !photo) return c;
        const next = [...c] as Quad;
        next[index] = [Math.min(photo.width, Math.max(0, point[0])), Math.min(photo.height, Math.max(0, point[1]))];
        return next;
      });
    },
    [photo],
  );

  const valid = !!corners && isConvexQuad(corners);
  return {
    photo,
    corners,
    valid,
    message: message ? t(message) : corners && !valid ? t('badCorners') : null,
    reading,
    handleFile,
    handleCorner,
  };
}
