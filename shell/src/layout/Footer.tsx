import { PATHS } from '@tiles/shared';
import { shellMessages } from '../i18n/messages';

export function Footer() {
  const t = shellMessages.useT();
  return (
    <footer style={{ borderTop: '1px solid var(--line)', padding: '24px 16px', marginTop: 48, color: 'var(--muted)' }}>
      <nav aria-label={t('footer')} style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        <a href="/about-us">{t('aboutUs')}</a>
        <a href="/contact-us">{t('contactUs')}</a>
        <a href="/faq">{t('faq')}</a>
        <a href={PATHS.storeLocator}>{t('storeLocator')}</a>
        <a href="/career">{t('career')}</a>
        <a href="/investor">{t('investor')}</a>
      </nav>
      <p>{t('gstNote')}</p>
    </footer>
  );
}
