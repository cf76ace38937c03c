import type { VisualSearchImage } from '@tiles/shared';
import type { AcceptedType } from './imageCheck';

/** Reads the photo locally to a base64 data URL; nothing leaves the browser until visual search asks. */
export function readImage(file: File, type: AcceptedType): Promise<VisualSearchImage> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = String(reader.result);
      const comma = result.indexOf(',');
      // The sniffed type names the data, whatever the file's extension claimed.
      resolve({ dataUrl: `data:${type};base64,${result.slice(comma + 1)}`, fileName: file.name || 'photo' });
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
