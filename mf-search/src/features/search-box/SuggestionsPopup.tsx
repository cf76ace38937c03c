import type { SuggestState } from '../autosuggest/autosuggest.types';
import { ProductOption } from './ProductOption';
import type { SuggestionOption } from './suggestionOptions';
import { searchBoxMessages } from './i18n/messages';

export interface SuggestionsPopupProps {
  listboxId: string;
  open: boolean;
  options: SuggestionOption[];
  activeIndex: number;
  state: SuggestState;
  trending: boolean;
  onChoose: (option: SuggestionOption) => void;
}

const KIND_LABEL = { promoted: 'featured', keyword: null, top: 'popular' } as const;

/** The listbox under the box: keyword suggestions and product cards side by side. Renders text only, never markup. */
export function SuggestionsPopup({ listboxId, open, options, activeIndex, state, trending, onChoose }: SuggestionsPopupProps) {
  const t = searchBoxMessages.useT();
  const queries = options.filter((o) => o.type === 'query');
  const products = options.filter((o) => o.type === 'product');
  const busy = state.status === 'loading';
  const renderOption = (option: SuggestionOption) => {
    const active = options[activeIndex]?.id === option.id;
    const common = {
      id: option.id,
      role: 'option',
      'aria-selected': active,
      className: `srch-option${active ? ' srch-option--active' : ''}`,
      // Keep focus in the text box so the click is not lost to its blur.
      onMouseDown: (e: { preventDefault: () => void }) => e.preventDefault(),
      onClick: () => onChoose(option),
    } as const;
    if (option.type === 'product')
      return (
        <div key={option.id} {...common}>
          <ProductOption product={option.product} />
        </div>
      );
    return (
      <div key={option.id} {...common}>
        <span className="srch-option-text">{option.text}</span>
        {KIND_LABEL[option.kind] && <span className="srch-option-tag">{t(KIND_LABEL[option.kind]!)}</span>}
      </div>
    );
  };
  const empty = state.status === 'ready' && options.length === 0 && state.query !== '';
  return (
    <div className="srch-popup" hidden={!open} aria-busy={busy}>
      <div
        id={listboxId}
        role="listbox"
        aria-label={t(trending ? 'trendingSearches' : 'searchSuggestions')}
        className="srch-listbox"
        hidden={options.length === 0}
      >
        {queries.length > 0 && (
          <div role="group" aria-label={t(trending ? 'trendingSearches' : 'suggestions')} className="srch-col srch-col--queries">
            <div aria-hidden="true" className="srch-col-title">
              {t(trending ? 'trendingSearches' : 'suggestions')}
            </div>
            {queries.map(renderOption)}
          </div>
        )}
        {products.length > 0 && (
          <div role="group" aria-label={t('products')} className="srch-col srch-col--products">
            <div aria-hidden="true" className="srch-col-title">
              {t(trending ? 'popularTiles' : 'products')}
            </div>
            <div className="srch-product-grid">{products.map(renderOption)}</div>
          </div>
        )}
      </div>
      {state.status === 'error' && <p className="srch-popup-note">{t('unavailable')}</p>}
      {empty && <p className="srch-popup-note">{t('noSuggestions', { query: state.query })}</p>}
    </div>
  );
}
