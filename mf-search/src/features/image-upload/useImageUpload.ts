import { useCallback, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useNavigate } from '@tiles/shared';
import { PATHS, getBus } from '@tiles/shared';
import { MESSAGES, checkImageFile } from './imageCheck';
import { keepImage } from './handoff';
import { readImage } from './readImage';
import { imageUploadMessages } from './i18n/messages';

/** File picker and drag-and-drop for visual search: check, read locally to base64, hand over to /visual-search. */
export function useImageUpload() {
  const t = imageUploadMessages.useT();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [reading, setReading] = useState(false);

  const handleFile = useCallback(
    async (file: File | undefined) => {
      if (!file) return;
      const check = await checkImageFile(file);
      if (!check.ok) {
        setMessage(t(check.message));
        return;
      }
      setMessage(null);
      setReading(true);
      try {
        const image = await readImage(file, check.type);
        keepImage(image);
        getBus().publish('search:submitted', { query: image.fileName, kind: 'image' });
        navigate(PATHS.visualSearch, { state: { image } });
      } catch {
        setMessage(t(MESSAGES.read));
      } finally {
        setReading(false);
      }
    },
    [navigate, t],
  );

  const handleOpenPicker = useCallback(() => inputRef.current?.click(), []);

  const handleInputChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const file = event.target.files?.[0];
      // Clear so choosing the same file again still fires a change.
      event.target.value = '';
      void handleFile(file);
    },
    [handleFile],
  );

  const hasFiles = (e: DragEvent<HTMLElement>) => Array.from(e.dataTransfer?.types ?? []).includes('Files');
  const drop = {
    onDragOver: (e: DragEvent<HTMLElement>) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      setDragging(true);
    },
    onDragLeave: (e: DragEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (e: DragEvent<HTMLElement>) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      setDragging(false);
      void handleFile(e.dataTransfer.files[0]);
    },
  };

  return {
    inputRef,
    message,
    dragging,
    reading,
    drop,
    handleFile,
    handleOpenPicker,
    handleInputChange,
    clearMessage: () => setMessage(null),
  };
}
