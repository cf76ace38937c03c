import { useCallback, useEffect, useMemo, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from '@tiles/shared';
import { PATHS, getBus, searchResultsUrl, type TilesEventMap } from '@tiles/shared';
import { useAutosuggest } from '../autosuggest/useAutosuggest';
import type { SuggestionFetcher } from '../autosuggest/autosuggest.types';
import { fetchSuggestions } from '../autosuggest/autosuggestApi';
import { routeFor } from './navigation';
import { moveActive, toOptions, type SuggestionOption } from './suggestionOptions';
import { useAnimatedPlaceholder } from './useAnimatedPlaceholder';

type SearchKind = TilesEventMap['search:submitted']['kind'];

/**
 * The ids of the box's list and options. One search box per page (the header's), and the same ids in the server's
 * render and the browser's: React's useId numbers by place in the tree, which differs between the server's render of
 * this module alone and the browser's page that hydrates it.
 */
const ID_PREFIX = 'srch';

/**
 * Whether `value` came in whole rather than typed a key at a time: more than one character added at once (pasted,
 * filled in by the browser, or typed before this box was live and put back as it went live). Nobody is typing
 * such text, so there is no pause in typing to wait for before asking for suggestions.
 */
export const isWholeText = (before: string, value: string): boolean => value.length - before.length > 1;

/** The query a results page is for (its `q`), or null on any other page. */
export const pageQuery = (pathname: string, search: string): string | null =>
  pathname.replace(/\/?$/, '/') === PATHS.searchResults ? (new URLSearchParams(search).get('q') ?? '') : null;

/** The search box's logic: text, popup, active option, keyboard, submit. The view only renders what this returns. */
export function useSearchBox(fetcher: SuggestionFetcher = fetchSuggestions) {
  const idPrefix = ID_PREFIX;
  const navigate = useNavigate();
  const location = useLocation();
  // On the results page the box starts with the query the page is for, in the server's HTML too: the page hydrates
  // with no second render to put it there, and the typing placeholder never starts.
  const [text, setText] = useState(() => pageQuery(location.pathname, location.search) ?? '');
  const [focused, setFocused] = useState(false);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const { state, suggestions, request } = useAutosuggest(fetcher);
  const options = useMemo(() => toOptions(suggestions, idPrefix), [suggestions, idPrefix]);
  const placeholder = useAnimatedPlaceholder(focused || text !== '');

  // Moving to another results page (a suggestion, the page's links) shows its query.
  useEffect(() => {
    const query = pageQuery(location.pathname, location.search);
    if (query !== null) setText(query);
  }, [location.pathname, location.search]);

  const close = useCallback(() => {
    setOpen(false);
    setActiveIndex(-1);
  }, []);

  const submit = useCallback(
    (value: string, kind: SearchKind = 'text') => {
      const query = value.trim();
      if (!query) return false;
      setText(query);
      close();
      getBus().publish('search:submitted', { query, kind });
      navigate(searchResultsUrl(query));
      return true;
    },
    [close, navigate],
  );

  const choose = useCallback(
    (option: SuggestionOption) => {
      if (option.type === 'query') {
        submit(option.text);
        return;
      }
      close();
      const target = routeFor(option.product.productUrl);
      if (target.internal) navigate(target.path);
      else window.location.assign(target.href);
    },
    [close, navigate, submit],
  );

  const handleChange = useCallback(
    (value: string) => {
      setText(value);
      setOpen(true);
      setActiveIndex(-1);
      request(value, isWholeText(text, value));
    },
    [request, text],
  );

  const handleFocus = useCallback(() => {
    setFocused(true);
    setOpen(true);
    request(text);
  }, [request, text]);

  const handleBlur = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
      setFocused(false);
      close();
    },
    [close],
  );

  const handleKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          request(text);
          return;
        }
        setActiveIndex((i) => moveActive(i, options.length, event.key === 'ArrowDown' ? 1 : -1));
      } else if (event.key === 'Enter') {
        event.preventDefault();
        const active = open ? options[activeIndex] : undefined;
        if (active) choose(active);
        else submit(text);
      } else if (event.key === 'Escape') {
        if (open) close();
        else if (text) handleChange('');
      }
    },
    [activeIndex, choose, close, handleChange, open, options, request, submit, text],
  );

  const handleSubmit = useCallback(
    (event: FormEvent) => {
      event.preventDefault();
      submit(text);
    },
    [submit, text],
  );

  const showPopup = open && (options.length > 0 || state.status === 'error' || (state.status === 'ready' && state.query !== ''));
  return {
    idPrefix,
    text,
    placeholder,
    options,
    state,
    open: showPopup,
    activeIndex,
    activeId: showPopup && activeIndex >= 0 ? options[activeIndex]?.id : undefined,
    trending: suggestions?.query === '',
    handleChange,
    handleFocus,
    handleBlur,
    handleKeyDown,
    handleSubmit,
    choose,
    submit,
    setActiveIndex,
    setText,
  };
}
