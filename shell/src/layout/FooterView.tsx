import type { ReactNode } from 'react';
import { PATHS } from '@tiles/shared/src/paths';
import type { ShellMessageId } from '../i18n/messages';

/**
 * The footer in the words `t` gives: the browser's (Footer) and the shell's server's, which draws it into its first
 * view for the browser to hydrate (shell/server/footer.tsx). Plain: the server renders it without the app around it.
 * `newsletter` is the leads team's sign-up slot (the browser's live slot, the server's placeholder of it), last, so
 * its arrival moves nothing, and with scripts off it leaves no gap.
 */
export function FooterView({ t, newsletter }: { t: (id: ShellMessageId) => string; newsletter: ReactNode }) {
  return (
    <footer style={{ borderTop: '1px solid var(--line)', padding: '24px 16px', marginTop: 48, color: 'var(--muted)' }}>
      <nav aria-label={t('footer')} style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        <a href="/about-us">{t('aboutUs')}</a>
        <a href={PATHS.contact}>{t('contactUs')}</a>
        <a href={PATHS.guestOrder}>{t('findOrder')}</a>
        <a href="/faq">{t('faq')}</a>
        <a href={PATHS.storeLocator}>{t('storeLocator')}</a>
        <a href="/career">{t('career')}</a>
        <a href="/investor">{t('investor')}</a>
      </nav>
      <p>{t('gstNote')}</p>
      {newsletter}
    </footer>
  );
}
