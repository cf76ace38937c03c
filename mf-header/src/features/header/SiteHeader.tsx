import type { HeaderProps } from '@tiles/shared';
import { ContentNav } from '../content-nav/ContentNav';
import { LanguageSwitch } from '../language-switch/LanguageSwitch';
import { LazyMegaMenu } from '../mega-menu/LazyMegaMenu';
import { headerMessages } from './i18n/messages';
import { Icon } from './Icon';
import { Logo } from './Logo';
import { QuickLinks } from './QuickLinks';
import { useHeader } from './useHeader';
import './header.css';

interface Props extends HeaderProps {
  release: string;
}

/**
 * Three rows on wide screens (help strip, main bar, mega-menu); on narrow ones the menu, the content links,
 * the quick links and the language switch move into a drawer behind the "Menu" button. The drawer is a native
 * popover: it opens, closes (button, Escape, a tap outside) and its links navigate before any script runs; the
 * live header follows its `toggle` events. On wide screens the same element is the menu row (never opened).
 */
export function SiteHeader({ searchSlot, cartSlot, callbackSlot, release }: Props) {
  const h = useHeader();
  const t = headerMessages.useT();
  return (
    <header className="hdr" data-boundary="mf-header" data-release={release} lang={h.language}>
      <div className="hdr-strip">
        <div className="hdr-wrap hdr-strip__inner">
          <a className="hdr-strip__phone" href={h.phoneHref}>
            <Icon name="phone" size={14} /> <span>{t('helpLine')}:</span> <strong>{h.phone}</strong>
          </a>
          <ContentNav idPrefix="hdr-cnav-strip" className="hdr-wide-only" />
          <div className="hdr-wide-only">
            <LanguageSwitch label={t('languageNav')} links={h.languageLinks} />
          </div>
        </div>
      </div>
      <div className="hdr-wrap hdr-main">
        <button
          type="button"
          ref={h.menuButtonRef}
          className="hdr-menu-button"
          // Closed, the browser states it from the popover itself (also before the code is live, when only the
          // browser knows the drawer is open); the live header says so while it holds the drawer open.
          aria-expanded={h.drawerOpen || undefined}
          aria-controls="hdr-drawer"
          popoverTarget="hdr-drawer"
        >
          <Icon name="menu" size={22} /> <span>{t('menu')}</span>
        </button>
        <Logo brand={t('brand')} home={t('home')} />
        <div className="hdr-main__search">{searchSlot}</div>
        <div className="hdr-main__callback">{callbackSlot}</div>
        <QuickLinks catalogueHref={h.catalogueHref} pathname={h.pathname} className="hdr-wide-only" />
        <div className="hdr-main__cart">{cartSlot}</div>
      </div>
      <div
        id="hdr-drawer"
        className="hdr-drawer"
        popover="auto"
        ref={h.drawerRef}
        onToggle={h.handleDrawerToggle}
        onBlur={h.handleDrawerBlur}
      >
        <div className="hdr-drawer__head hdr-narrow-only">
          <span className="hdr-drawer__title">{t('menu')}</span>
          <button type="button" ref={h.closeButtonRef} className="hdr-drawer__close" popoverTarget="hdr-drawer" popoverTargetAction="hide">
            <Icon name="close" /> <span className="hdr-visually-hidden">{t('closeMenu')}</span>
          </button>
        </div>
        <div className="hdr-wrap hdr-drawer__body">
          <LazyMegaMenu />
          <div className="hdr-narrow-only hdr-drawer__extra">
            <ContentNav idPrefix="hdr-cnav-drawer" />
            <QuickLinks catalogueHref={h.catalogueHref} pathname={h.pathname} className="hdr-quick--drawer" />
            <LanguageSwitch label={t('languageNav')} links={h.languageLinks} />
          </div>
        </div>
      </div>
    </header>
  );
}
