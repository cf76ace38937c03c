import { useId } from 'react';
import { ACCEPTED_IMAGE_TYPES } from '@tiles/shared';
import { visualiserMessages } from './i18n/messages';

interface Props {
  reading: boolean;
  message: string | null;
  onFile: (file: File | undefined) => void;
}

/** The shopper's own photo: a plain file input (keyboard and screen readers know it), read on this device only. */
export function PhotoUpload({ reading, message, onFile }: Props) {
  const id = useId();
  const t = visualiserMessages.useT();
  return (
    <div className="cat-vis__upload">
      <label htmlFor={`${id}-file`}>{t('upload')}</label>
      <input
        id={`${id}-file`}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        aria-describedby={`${id}-hint`}
        disabled={reading}
        data-testid="cat-vis-upload"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          onFile(file);
        }}
      />
      <p id={`${id}-hint`} className="cat-vis__hint">
        {t('uploadHint')}
      </p>
      {message && (
        <p role="alert" className="cat-vis__error">
          {message}
        </p>
      )}
    </div>
  );
}
