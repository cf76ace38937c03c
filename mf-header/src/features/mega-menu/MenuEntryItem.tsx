import type { MouseEvent } from 'react';
import { Link } from '@tiles/shared';
import type { Messages } from '../i18n/messages';
import { Chevron } from '../header/Chevron';
import type { MenuEntry } from './menuTree';
import { SubmenuPanel } from './SubmenuPanel';
import type { Recommended } from './useRecommended';

interface Props {
  entry: MenuEntry;
  messages: Messages;
  isOpen: boolean;
  toggleRef: (el: HTMLButtonElement | null) => void;
  onToggle: (key: string) => void;
  onLinkClick: (entry: MenuEntry, e: MouseEvent<HTMLAnchorElement>) => void;
  isCurrent: (href: string) => boolean;
  recommended: Recommended | undefined;
}

export function MenuEntryItem({ entry, messages, isOpen, toggleRef, onToggle, onLinkClick, isCurrent, recommended }: Props) {
  const panelId = `hdr-sub-${entry.key}`;
  return (
    <li className={`hdr-menu__item${isOpen ? ' is-open' : ''}`}>
      <div className="hdr-menu__top">
        <Link className="hdr-menu__link" to={entry.href} aria-current={isCurrent(entry.href) ? 'page' : undefined} onClick={(e) => onLinkClick(entry, e)}>
          {entry.name}
        </Link>
        <button
          type="button"
          ref={toggleRef}
          className="hdr-menu__toggle"
          aria-expanded={isOpen}
          aria-controls={panelId}
          aria-label={messages.submenuFor(entry.name)}
          onClick={() => onToggle(entry.key)}
        >
          <Chevron />
        </button>
      </div>
      <SubmenuPanel id={panelId} open={isOpen} entry={entry} messages={messages} isCurrent={isCurrent} recommended={recommended} />
    </li>
  );
}
