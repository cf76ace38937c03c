import type { MouseEvent } from 'react';
import { Link } from '@tiles/shared';
import { Chevron } from '../../ui/Chevron';
import { menuMessages } from './i18n/messages';
import type { MenuEntry } from './menuTree';
import { SubmenuPanel } from './SubmenuPanel';
import type { Recommended } from './useRecommended';

interface Props {
  entry: MenuEntry;
  isOpen: boolean;
  toggleRef: (el: HTMLButtonElement | null) => void;
  onToggle: (key: string) => void;
  onLinkClick: (entry: MenuEntry, e: MouseEvent<HTMLAnchorElement>) => void;
  isCurrent: (href: string) => boolean;
  recommended: Recommended | undefined;
}

export function MenuEntryItem({ entry, isOpen, toggleRef, onToggle, onLinkClick, isCurrent, recommended }: Props) {
  const panelId = `hdr-sub-${entry.key}`;
  const t = menuMessages.useT();
  return (
    <li className={`hdr-menu__item${isOpen ? ' is-open' : ''}`}>
      <div className="hdr-menu__top">
        <Link
          className="hdr-menu__link"
          to={entry.href}
          aria-current={isCurrent(entry.href) ? 'page' : undefined}
          onClick={(e) => onLinkClick(entry, e)}
        >
          {entry.name}
        </Link>
        <button
          type="button"
          ref={toggleRef}
          className="hdr-menu__toggle"
          aria-expanded={isOpen}
          aria-controls={panelId}
          aria-label={t('submenuFor', { name: entry.name })}
          onClick={() => onToggle(entry.key)}
        >
          <Chevron />
        </button>
      </div>
      <SubmenuPanel id={panelId} open={isOpen} entry={entry} isCurrent={isCurrent} recommended={recommended} />
    </li>
  );
}
