import { popupMessages } from './i18n/messages';
export interface NoticeValue {
  text: string;
  tone: 'success' | 'info' | 'error';
}

/** The host's one notice line: announced politely, dismissible. */
export function Notice({ notice, onDismiss }: { notice: NoticeValue | null; onDismiss: () => void }) {
  const t = popupMessages.useT();
  return (
    <div className="lead-notice-region" role="status" aria-live="polite">
      {notice && (
        <p className={`lead-notice lead-notice--${notice.tone}`} data-testid="lead-notice">
          <span>{notice.text}</span>
          <button type="button" className="lead-notice-close" aria-label={t('dismiss')} onClick={onDismiss}>
            ×
          </button>
        </p>
      )}
    </div>
  );
}
