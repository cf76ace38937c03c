import { useState } from 'react';
import type { Facet } from './buildFacets';
import { listingMessages } from './i18n/messages';
import type { FacetCode } from './listingParams';

interface Props {
  facet: Facet;
  onToggle: (code: FacetCode, value: string) => void;
}

const VISIBLE = 6;

/** One attribute's options as checkboxes; long lists fold after six (selected ones always show). */
export function FacetGroup({ facet, onToggle }: Props) {
  const t = listingMessages.useT();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? facet.options : facet.options.filter((o, i) => i < VISIBLE || o.selected);
  const id = `cat-facet-${facet.code}`;
  return (
    <fieldset className="cat-facet" aria-describedby={undefined}>
      <legend className="cat-facet__title">{facet.label}</legend>
      <ul className="cat-facet__list" id={id}>
        {shown.map((o) => (
          <li key={o.value}>
            <label className="cat-facet__option">
              <input type="checkbox" checked={o.selected} onChange={() => onToggle(facet.code, o.value)} />
              <span>{o.label}</span>
              <span className="cat-facet__count" aria-label={t('optionCount', { count: o.count })}>
                {o.count}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {facet.options.length > VISIBLE && (
        <button
          type="button"
          className="cat-facet__more"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? t('showFewer') : t('showAll', { count: facet.options.length })}
        </button>
      )}
    </fieldset>
  );
}
