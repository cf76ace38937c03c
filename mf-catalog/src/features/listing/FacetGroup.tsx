import { useState } from 'react';
import type { Facet } from './buildFacets';
import { listingMessages } from './i18n/messages';
import type { FacetCode } from './listingParams';

interface Props {
  facet: Facet;
  onToggle: (code: FacetCode, value: string) => void;
  form: string;
}

const VISIBLE = 6;

/** One attribute's options as checkboxes; long lists fold after six (selected ones always show). */
export function FacetGroup({ facet, onToggle, form }: Props) {
  const t = listingMessages.useT();
  const [expanded, setExpanded] = useState(false);
  // Every option is drawn, the folded ones hidden: without scripts the list shows whole (listing.css), as its
  // "Show all" button cannot unfold it.
  const folded = (i: number, selected: boolean) => !expanded && i >= VISIBLE && !selected;
  const id = `cat-facet-${facet.code}`;
  return (
    <fieldset className="cat-facet" aria-describedby={undefined}>
      <legend className="cat-facet__title">{facet.label}</legend>
      <ul className="cat-facet__list" id={id}>
        {facet.options.map((o, i) => (
          <li key={o.value} hidden={folded(i, o.selected)}>
            <label className="cat-facet__option">
              <input
                type="checkbox"
                name={facet.code}
                value={o.value}
                form={form}
                checked={o.selected}
                onChange={() => onToggle(facet.code, o.value)}
              />
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
