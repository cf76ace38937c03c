import { commonMessages } from '../../i18n/messages';

/** Space held while the route resolves (tall enough that the footer does not jump). */
export function RouteLoading() {
  const t = commonMessages.useT();
  return (
    <div className="cat-route-loading" role="status" aria-live="polite">
      <span className="cat-sr">{t('loading')}</span>
    </div>
  );
}

/** The store could not be reached: not a 404, so say so and offer a retry. */
export function RouteError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = commonMessages.useT();
  return (
    <div className="cat-route-error" role="alert">
      <h1>{t('pageFailed')}</h1>
      <p>{message}</p>
      <button type="button" className="cat-btn" onClick={onRetry}>
        {t('tryAgain')}
      </button>
    </div>
  );
}
