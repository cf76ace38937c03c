import { Link } from '@tiles/shared';
import { Chevron } from '../../ui/Chevron';
import { contentNavMessages } from './i18n/messages';
import { useContentNav } from './useContentNav';
import './contentNav.css';

interface Props {
  /** Distinguishes the strip's copy from the drawer's (ids must be unique). */
  idPrefix: string;
  className?: string;
}

/** Design ideas, blog, company, projects, investors and tools: every content route of spec §2. */
export function ContentNav({ idPrefix, className = '' }: Props) {
  const nav = useContentNav();
  const t = contentNavMessages.useT();
  return (
    <nav
      aria-label={t('exploreNav')}
      className={`hdr-cnav ${className}`}
      ref={nav.containerRef}
      onKeyDown={nav.handleKeyDown}
      onBlur={nav.handleBlur}
    >
      <ul className="hdr-cnav__list">
        {nav.groups.map((g) => {
          const open = Boolean(nav.open[g.key]);
          const panelId = `${idPrefix}-${g.key}`;
          return (
            <li key={g.key} className={`hdr-cnav__item${open ? ' is-open' : ''}`}>
              <button
                type="button"
                ref={nav.toggleRef(g.key)}
                className="hdr-cnav__toggle"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => nav.handleToggle(g.key)}
              >
                {t(g.key)}
                <Chevron />
              </button>
              <ul id={panelId} className="hdr-cnav__panel" hidden={!open}>
                {g.links.map((l) => (
                  <li key={l.key}>
                    {l.external ? (
                      <a className="hdr-cnav__link" href={l.href}>
                        {t(l.key)}
                      </a>
                    ) : (
                      <Link className="hdr-cnav__link" to={l.href} aria-current={nav.isCurrent(l.href) ? 'page' : undefined}>
                        {t(l.key)}
                      </Link>
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
