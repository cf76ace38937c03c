import { PATHS } from '@tiles/shared';
import type { DragEvent, FocusEvent, FormEvent, KeyboardEvent, ReactNode } from 'react';
import type { SuggestState } from '../autosuggest/autosuggest.types';
import type { SuggestionOption } from './suggestionOptions';
import { SuggestionsPopup } from './SuggestionsPopup';
import './searchBox.css';
import { searchBoxMessages } from './i18n/messages';

export interface DropHandlers {
  onDragOver: (e: DragEvent<HTMLElement>) => void;
  onDragLeave: (e: DragEvent<HTMLElement>) => void;
  onDrop: (e: DragEvent<HTMLElement>) => void;
}

export interface SearchBoxViewProps {
  idPrefix: string;
  text: string;
  placeholder: string;
  options: SuggestionOption[];
  state: SuggestState;
  open: boolean;
  activeIndex: number;
  activeId?: string;
  trending: boolean;
  /** Voice and image buttons, owned by their features. */
  tools?: ReactNode;
  /** A message from voice or image search (permission denied, wrong file type...). */
  message?: string | null;
  /** A neutral status, e.g. "Listening…". */
  notice?: string | null;
  dragging?: boolean;
  drop?: DropHandlers;
  handleChange: (value: string) => void;
  handleFocus: () => void;
  handleBlur: (e: FocusEvent<HTMLElement>) => void;
  handleKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
  handleSubmit: (e: FormEvent) => void;
  choose: (option: SuggestionOption) => void;
}

/** The W3C editable combobox: text box + listbox popup, with the submit and tool buttons beside it. */
export function SearchBoxView(p: SearchBoxViewProps) {
  const t = searchBoxMessages.useT();
  const listboxId = `${p.idPrefix}-listbox`;
  const expanded = p.open && p.options.length > 0;
  return (
    <div className={`srch-box${p.dragging ? ' srch-box--drop' : ''}`} onBlur={p.handleBlur} {...p.drop}>
      {/* A real GET form: before the code arrives (server HTML, scripts off) it searches by itself. */}
      <form role="search" className="srch-form" action={PATHS.searchResults} method="get" onSubmit={p.handleSubmit} noValidate>
        <input
          className="srch-input"
          type="text"
          name="q"
          role="combobox"
          aria-label={t('searchTiles')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded ? p.activeId : undefined}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          placeholder={p.placeholder}
          value={p.text}
          onChange={(e) => p.handleChange(e.target.value)}
          onFocus={p.handleFocus}
          onKeyDown={p.handleKeyDown}
        />
        {p.tools}
        <button type="submit" className="srch-submit" aria-label={t('search')}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </form>
      <SuggestionsPopup
        listboxId={listboxId}
        open={p.open}
        options={p.options}
        activeIndex={p.activeIndex}
        state={p.state}
        trending={p.trending}
        onChoose={p.choose}
      />
      <div className="srch-status" role="status" aria-live="polite">
        {p.notice ? <span className="srch-notice">{p.notice}</span> : null}
        {p.message ? <span className="srch-message">{p.message}</span> : null}
        <span className="srch-visually-hidden">{expanded ? t('available', { count: p.options.length }) : ''}</span>
      </div>
      {p.dragging && (
        <div className="srch-drop-hint" aria-hidden="true">
          {t('dropPhoto')}
        </div>
      )}
    </div>
  );
}
