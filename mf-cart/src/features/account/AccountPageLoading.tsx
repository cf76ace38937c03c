import { accountMessages } from './i18n/messages';

/** What an account page shows while its chunk loads (the fallback of the page's Suspense boundary). */
export function AccountPageLoading() {
  const t = accountMessages.useT();
  return (
    <div className="cart-page" data-boundary="mf-cart">
      <p aria-busy="true">{t('loading')}</p>
    </div>
  );
}
