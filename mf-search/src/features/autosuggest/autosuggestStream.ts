import { Subject } from 'rxjs';
import type { SuggestState, SuggestionFetcher } from './autosuggest.types';
import { autosuggestPipeline, type PipelineOptions, type TypedText } from './autosuggestPipeline';

export interface AutosuggestStream {
  push(text: TypedText): void;
  stop(): void;
}

/** One box's pipeline, fed what the box says and answering `onState` until stopped (RxJS lives in this chunk). */
export function startAutosuggest(
  fetcher: SuggestionFetcher,
  options: PipelineOptions,
  onState: (state: SuggestState) => void,
): AutosuggestStream {
  const text$ = new Subject<TypedText>();
  const sub = autosuggestPipeline(text$, fetcher, options).subscribe(onState);
  return { push: (text) => text$.next(text), stop: () => sub.unsubscribe() };
}
