import { popupMessages } from './i18n/messages';
/** The side prompt: a slim tab at the page edge that brings back the get-in-touch form. Not a dialog. */
export function SidePrompt({ onOpen, onDismiss }: { onOpen: () => void; onDismiss: () => void }) {
  const t = popupMessages.useT();
  return (
    <aside className="lead-side" aria-label={t('getInTouch')}>
      <button type="button" className="lead-side-open" aria-haspopup="dialog" onClick={onOpen}>
        {t('getInTouch')}
      </button>
      <button type="button" className="lead-side-dismiss" aria-label={t('hideSide')} onClick={onDismiss}>
        ×
      </button>
    </aside>
  );
}
