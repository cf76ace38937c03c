import { menuMessages } from './i18n/messages';
import { MenuEntryItem } from './MenuEntryItem';
import { useMegaMenu } from './useMegaMenu';
import './megaMenu.css';

/** The "Main" navigation: nine top entries from the category tree, each a link plus a disclosure button. */
export function MegaMenu() {
  const menu = useMegaMenu();
  const t = menuMessages.useT();
  return (
    <nav aria-label={t('mainNav')} className="hdr-menu" ref={menu.containerRef} onKeyDown={menu.handleKeyDown} onBlur={menu.handleBlur}>
      {menu.tree.status === 'ready' && (
        <ul className="hdr-menu__list">
          {menu.entries.map((entry) => (
            <MenuEntryItem
              key={entry.key}
              entry={entry}
              isOpen={Boolean(menu.open[entry.key])}
              toggleRef={menu.toggleRef(entry.key)}
              onToggle={menu.handleToggle}
              onLinkClick={menu.handleTopLinkClick}
              isCurrent={menu.isCurrent}
              recommended={menu.recommended[entry.path]}
            />
          ))}
        </ul>
      )}
      {menu.tree.status === 'loading' && (
        <p className="hdr-menu__status" role="status">
          <span className="hdr-visually-hidden">{t('menuLoading')}</span>
        </p>
      )}
      {menu.tree.status === 'error' && (
        <p className="hdr-menu__status" role="alert">
          {t('menuFailed')}{' '}
          <button type="button" className="hdr-menu__retry" onClick={menu.tree.retry}>
            {t('tryAgain')}
          </button>
        </p>
      )}
    </nav>
  );
}
