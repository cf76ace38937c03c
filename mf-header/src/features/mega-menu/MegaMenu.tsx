import type { Messages } from '../i18n/messages';
import { MenuEntryItem } from './MenuEntryItem';
import { useMegaMenu } from './useMegaMenu';
import './megaMenu.css';

/** The "Main" navigation: nine top entries from the category tree, each a link plus a disclosure button. */
export function MegaMenu({ messages }: { messages: Messages }) {
  const menu = useMegaMenu();
  return (
    <nav aria-label={messages.mainNav} className="hdr-menu" ref={menu.containerRef} onKeyDown={menu.handleKeyDown} onBlur={menu.handleBlur}>
      {menu.tree.status === 'ready' && (
        <ul className="hdr-menu__list">
          {menu.entries.map((entry) => (
            <MenuEntryItem
              key={entry.key}
              entry={entry}
              messages={messages}
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
          <span className="hdr-visually-hidden">{messages.menuLoading}</span>
        </p>
      )}
      {menu.tree.status === 'error' && (
        <p className="hdr-menu__status" role="alert">
          {messages.menuFailed}{' '}
          <button type="button" className="hdr-menu__retry" onClick={menu.tree.retry}>{messages.tryAgain}</button>
        </p>
      )}
    </nav>
  );
}
