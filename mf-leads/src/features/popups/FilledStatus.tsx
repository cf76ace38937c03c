import { popupMessages } from './i18n/messages';
/** Shown in the page flow (above the footer) while a filled form keeps popups away. */
export function FilledStatus({ days, hours, onReset }: { days: number; hours: number; onReset: () => void }) {
  const t = popupMessages.useT();
  return (
    <section className="lead-filled" aria-label={t('yourRequest')}>
      <p>
        {t('filled')} <strong data-testid="lead-remaining">{t('remaining', { days, hours })}</strong>
        {t('filledAfter')}
      </p>
      <button type="button" className="lead-btn lead-btn--link" onClick={onReset}>
        {t('showOffers')}
      </button>
    </section>
  );
}
