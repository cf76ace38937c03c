import { Link } from '@tiles/shared';
import type { Messages } from '../i18n/messages';
import { Chevron } from '../header/Chevron';
import { useContentNav } from './useContentNav';
import './contentNav.css';

interface Props {
  messages: Messages;
  /** Distinguishes the strip's copy from the drawer's (ids must be unique). */
  idPrefix: string;
  className?: string;
}

/** Design ideas, blog, company, projects, investors and tools: every content route of spec §2. */
export function ContentNav({ messages, idPrefix, className = '' }: Props) {
  const nav = useContentNav();
  return (
    <nav aria-label={messages.exploreNav} className={`hdr-cnav ${className}`} ref={nav.containerRef} onKeyDown={nav.handleKeyDown} onBlur={nav.handleBlur}>
      <ul className="hdr-cnav__list">
        {nav.groups.map((g) => {
          const open = Boolean(nav.open[g.key]);
          const panelId = `${idPrefix}-${g.key}`;
          return (
            <li key={g.key} className={`hdr-cnav__item${open ? ' is-open' : ''}`}>
              <button type="button" ref={nav.toggleRef(g.key)} className="hdr-cnav__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => nav.handleToggle(g.key)}>
                {messages.content[g.key]}
                <Chevron />
              </button>
              <ul id={panelId} className="hdr-cnav__panel" hidden={!open}>
                {g.links.map((l) => (
                  <li key={l.key}>
                    {l.external ? (
                      <a className="hdr-cnav__link" href={l.href}>{messages.content[l.key]}</a>
                    ) : (
                      <Link className="hdr-cnav__link" to={l.href} aria-current={nav.isCurrent(l.href) ? 'page' : undefined}>{messages.content[l.key]}</Link>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
