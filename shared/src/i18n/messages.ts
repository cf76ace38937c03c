import { use } from 'react';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { currentLanguage, LANGUAGES, type LanguageCode } from './locale';

/**
 * One way to translate for every team (FormatJS `intl-messageformat`: ICU plurals, selects, numbers and dates,
 * formatted with `Intl`). Each team keeps its strings beside its features, one JSON file per language
 * (`i18n/en.json`, `hi.json`, `ta.json`, ICU syntax). The browser build turns each message into its parsed form
 * (shared/build/messages-loader.cjs), so the page never downloads the ICU parser; English is bundled with the
 * feature, Hindi and Tamil are chunks fetched only on their own subdomains.
 */
type Compiled = string | MessageFormatElement[];
export type Values = Record<string, PrimitiveType>;
type Loaded<Id extends string> = { default: Readonly<Record<Id, string>> };

export interface Translate<Id extends string> {
  (id: Id, values?: Values): string;
  /** The page language, for `Intl` formatting (`formatPrice`) and `lang` attributes. */
  readonly language: LanguageCode;
}

export interface MessageCatalogue<Id extends string> {
  /** The strings in the page's language; suspends until Hindi or Tamil have arrived (the slot keeps its HTML). */
  useT(): Translate<Id>;
  /** Loads a language once (the same promise for every caller, as `use` needs). */
  load(code: LanguageCode): Promise<Translate<Id>>;
}

const localeOf = (code: LanguageCode): string => LANGUAGES.find((l) => l.code === code)!.speech;

/** Messages without arguments arrive as plain strings; only the ones with arguments need a formatter. */
function translator<Id extends string>(code: LanguageCode, messages: Readonly<Record<Id, Compiled>>): Translate<Id> {
  const formats = new Map<Id, IntlMessageFormat>();
  const t = (id: Id, values?: Values): string => {
    const message = messages[id] as Compiled | undefined;
    if (message === undefined) return id;
    if (typeof message === 'string' && !message.includes('{')) return message;
    let format = formats.get(id);
    if (!format) formats.set(id, (format = new IntlMessageFormat(message, localeOf(code))));
    return String(format.format(values));
  };
  return Object.assign(t, { language: code });
}

/** Every catalogue of this bundle, so a server render can load a language's strings before it renders. */
const catalogues = new Set<(code: LanguageCode) => Promise<unknown>>();

/** Loads every catalogue this bundle defined for `code` (a server render cannot wait for a suspended view). */
export function loadAllMessages(code: LanguageCode): Promise<unknown> {
  return Promise.all([...catalogues].map((load) => load(code)));
}

/**
 * A feature's catalogue: its English strings and loaders for Hindi and Tamil. TypeScript fails when a language
 * lacks an id English has; `checkCatalogues` (npm test) also finds extra ids, untranslated copies and
 * mismatched ICU arguments.
 */
export function defineMessages<Id extends string>(
  en: Readonly<Record<Id, string>>,
  others: Record<Exclude<LanguageCode, 'en'>, () => Promise<Loaded<NoInfer<Id>>>>,
): MessageCatalogue<Id> {
  const ready: Partial<Record<LanguageCode, Translate<Id>>> = { en: translator('en', en) };
  const pending = new Map<LanguageCode, Promise<Translate<Id>>>();
  const load = (code: LanguageCode): Promise<Translate<Id>> => {
    const done = ready[code];
    if (done) return Promise.resolve(done);
    let request = pending.get(code);
    if (!request) {
      request = others[code as Exclude<LanguageCode, 'en'>]().then(
        (m) => (ready[code] = translator(code, m.default)),
        // A failed download (flaky network) is forgotten, so the slot's retry asks again.
        (err: unknown) => { pending.delete(code); throw err; },
      );
      pending.set(code, request);
    }
    return request;
  };
  catalogues.add(load);
  // Hindi and Tamil start downloading as soon as the feature's code runs, beside the rest of its chunks.
  if (typeof window !== 'undefined' && currentLanguage().code !== 'en') load(currentLanguage().code).catch(() => undefined);
  return {
    load,
    useT() {
      const code = currentLanguage().code;
      return ready[code] ?? use(load(code));
    },
  };
}

/** The translate function of a catalogue, for plain functions that take one (validation, notices). */
export type TranslateOf<C> = C extends MessageCatalogue<infer Id> ? Translate<Id> : never;
