import { useCallback, useState } from 'react';
import { checkImageUpload, type ImageRefusal, type Point } from '@tiles/shared';
import { isConvexQuad } from './homography';
import { decodePhoto } from './loadPixels';
import { MESSAGES } from './messages';
import type { Pixels } from './renderRoom';

export const UPLOAD_REFUSALS: Record<ImageRefusal, string> = {
  type: 'Only JPEG, PNG or TIFF photos can be used.',
  bytes: 'That file is not a JPEG, PNG or TIFF image, even though its name says so. Please choose a photo.',
  size: 'That photo is larger than 10 MB. Please choose a smaller one.',
  empty: 'That file is empty. Please choose a photo.',
  read: MESSAGES.readError,
};

export type Quad = [Point, Point, Point, Point];

/** A starting outline: the lower middle of the photo, narrower at the top like a floor seen from standing height. */
export const startingCorners = (w: number, h: number): Quad => [
  [w * 0.3, h * 0.55], [w * 0.7, h * 0.55], [w * 0.9, h * 0.92], [w * 0.1, h * 0.92],
];

/** The shopper's own photo: checked like visual search's uploads, decoded here, and the four corners they mark. */
export function usePhoto() {
  const [photo, setPhoto] = useState<Pixels | null>(null);
  const [corners, setCorners] = useState<Quad | null>(null);
  const [message, setMessage] = useState<string | null>(null);
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
      setMessage(MESSAGES.readError);
      return false;
    } finally {
      setReading(false);
    }
  }, []);

  const handleCorner = useCallback((index: number, point: Point) => {
    setCorners((c) => {
      if (!c || !photo) return c;
      const next = [...c] as Quad;
      next[index] = [Math.min(photo.width, Math.max(0, point[0])), Math.min(photo.height, Math.max(0, point[1]))];
      return next;
    });
  }, [photo]);

  const valid = !!corners && isConvexQuad(corners);
  return { photo, corners, valid, message: message ?? (corners && !valid ? MESSAGES.badCorners : null), reading, handleFile, handleCorner };
}
