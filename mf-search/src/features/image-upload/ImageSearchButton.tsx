import type { ChangeEvent, RefObject } from 'react';
import { ACCEPTED_TYPES } from './imageCheck';
import { imageUploadMessages } from './i18n/messages';
import './imageUpload.css';

export interface ImageSearchButtonProps {
  inputRef: RefObject<HTMLInputElement | null>;
  reading: boolean;
  handleOpenPicker: () => void;
  handleInputChange: (e: ChangeEvent<HTMLInputElement>) => void;
  variant?: 'icon' | 'button';
}

/**
 * "Search by image": a button opening the file picker (the input itself stays hidden from view and from tab order).
 * The photo is read and sent by this code, so without scripts the button is not drawn (srch-needs-scripts).
 */
export function ImageSearchButton({ inputRef, reading, handleOpenPicker, handleInputChange, variant = 'icon' }: ImageSearchButtonProps) {
  const t = imageUploadMessages.useT();
  return (
    <>
      <button
        type="button"
        className={`${variant === 'icon' ? 'srch-tool' : 'srch-button'} srch-needs-scripts`}
        aria-label={variant === 'icon' ? t('searchByImage') : undefined}
        title={t('searchByImageTitle')}
        aria-busy={reading}
        onClick={handleOpenPicker}
      >
        {variant === 'icon' ? (
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path d="M4 8h3l2-3h6l2 3h3v11H4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
            <circle cx="12" cy="13" r="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        ) : (
          t('searchByImage')
        )}
      </button>
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPTED_TYPES.join(',')}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={handleInputChange}
        data-testid="srch-image-input"
      />
    </>
  );
}
