import { PATHS } from '@tiles/shared';
import { shellMessages } from '../i18n/messages';

/** What each slot shows when its remote is down: still useful, never blank. */
export function HeaderFallback({ retry }: { retry: () => void }) {
  const t = shellMessages.useT();
  return (
    <header className="shell-header-fallback">
      <a href="/" className="shell-logo">
        {t('brand')}
      </a>
      <nav aria-label={t('main')}>
        <a href={PATHS.tiles}>{t('allTiles')}</a> <a href={PATHS.storeLocator}>{t('storeLocatorNav')}</a>{' '}
        <a href={PATHS.account}>{t('account')}</a> <a href={PATHS.cart}>{t('cart')}</a>
      </nav>
      <button type="button" onClick={retry}>
        {t('retry')}
      </button>
    </header>
  );
}

/**
 * What a page only the browser draws (its module had no server answer) says without scripts, where the page would be,
 * on the first screen; with scripts the browser shows nothing here while the page's code loads.
 */
export function NeedsScripts() {
  const t = shellMessages.useT();
  return (
    <noscript>
      <p className="shell-noscript">{t('needsScripts')}</p>
    </noscript>
  );
}

export function CartFallback() {
  const t = shellMessages.useT();
  return <a href={PATHS.cart}>{t('viewCart')}</a>;
}

/** A page whose code cannot load; `name`: the page's own name (its module's handle), else "This page". */
export function PageFallback({ retry, name }: { retry: () => void; name?: string }) {
  const t = shellMessages.useT();
  return (
    <section className="shell-page-fallback" role="alert">
      <h1>{t('unavailable', { what: name ?? t('whatPage') })}</h1>
      <p>
        {t('tryLater')} <a href={PATHS.tiles}>{t('allTilesLink')}</a>
        {t('tryLaterAfter')}
      </p>
      <button type="button" onClick={retry}>
        {t('tryAgain')}
      </button>
    </section>
  );
}

export function QuietFallback() {
  return null;
}
