import { Link } from '@tiles/shared';
import { menuMessages } from './i18n/messages';
import type { MenuEntry } from './menuTree';
import { RecommendedList } from './RecommendedList';
import type { Recommended } from './useRecommended';

interface Props {
  id: string;
  open: boolean;
  entry: MenuEntry;
  isCurrent: (href: string) => boolean;
  recommended: Recommended | undefined;
}

/** The panel element always exists (aria-controls points at it); its links render only while open. */
export function SubmenuPanel({ id, open, entry, isCurrent, recommended }: Props) {
  const t = menuMessages.useT();
  return (
    <div id={id} className="hdr-sub" hidden={!open}>
      {open && (
        <div className="hdr-sub__inner">
          <div className="hdr-sub__groups">
            {entry.groups.map((g) => {
              const titleId = `${id}-${g.kind}`;
              const t = menuMessages.useT();
              return (
                <div key={g.kind} className={`hdr-sub__group hdr-sub__group--${g.kind}`}>
                  <p className="hdr-sub__title" id={titleId}>
                    {g.allHref ? <Link to={g.allHref}>{t(`group_${g.kind}`)}</Link> : t(`group_${g.kind}`)}
                  </p>
                  <ul className="hdr-sub__links" aria-labelledby={titleId}>
                    {g.links.map((l) => (
                      <li key={l.href}>
                        <Link className="hdr-sub__link" to={l.href} aria-current={isCurrent(l.href) ? 'page' : undefined}>
                          {l.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </div>
          <aside className="hdr-sub__side" aria-labelledby={`${id}-rec`}>
            <p className="hdr-sub__title" id={`${id}-rec`}>
              {t('recommended')}
            </p>
            <RecommendedList state={recommended} />
            <Link className="hdr-sub__all" to={entry.href}>
              {t('viewAll', { name: entry.name })}
            </Link>
          </aside>
        </div>
      )}
    </div>
  );
}
