import { use } from 'react';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { formatMessage, type Values } from './icu';
import { currentLanguage, LANGUAGES, type LanguageCode } from './locale';

/**
 * One way to translate for every team (ICU messages parsed by FormatJS's parser, plurals through `Intl`). Each team keeps its strings beside its features, one JSON file per language
 * (`i18n/en.json`, `hi.json`, `ta.json`, ICU syntax). The browser build turns each message into its parsed form
 * (shared/build/messages-loader.cjs) and icu.ts formats it, so the page downloads neither the ICU parser nor a
 * formatting library; English is bundled with the
 * feature, Hindi and Tamil are chunks fetched only on their own subdomains.
 */
type Compiled = string | MessageFormatElement[];
export type { Values };
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

/**
 * Messages without arguments arrive as plain strings, the others parsed. Unbuilt catalogues (unit tests, the
 * servers' bundles) hold ICU text, parsed here once per message; the browser never does (its parser is aliased away).
 */
function translator<Id extends string>(code: LanguageCode, messages: Readonly<Record<Id, Compiled>>): Translate<Id> {
  const parsed = new Map<Id, MessageFormatElement[]>();
  const t = (id: Id, values?: Values): string => {
    const message = messages[id] as Compiled | undefined;
    if (message === undefined) return id;
    if (typeof message === 'string' && !message.includes('{')) return message;
    let elements = typeof message === 'string' ? parsed.get(id) : message;
    if (!elements) parsed.set(id, (elements = parse(message as string)));
    return formatMessage(elements, localeOf(code), values);
  };
  return Object.assign(t, { language: code });
}

/** React's thenable protocol: `use` returns a promise's value at once when it says it is fulfilled. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };
function markFulfilled<T>(promise: Promise<T>, value: T): T {
  Object.assign(promise as Tracked<T>, { status: 'fulfilled', value });
  return value;
}
const fulfilled = <T>(value: T): Promise<T> => {
  const promise = Promise.resolve(value);
  markFulfilled(promise, value);
  return promise;
};

/** Every catalogue of this bundle, so a server render can load a language's strings before it renders. */
const catalogues = new Set<(code: LanguageCode) => Promise<unknown>>();

/** Loads every catalogue this bundle defined for `code` (a server render cannot wait for a suspended view). */
export function loadAllMessages(code: LanguageCode): Promise<unknown> {
  return Promise.all([...catalogues].map((load) => load(code)));
}

/**
 * A feature's catalogue: its English strings and loaders for Hindi and Tamil. TypeScript fails when a language
 * lacks an id English has; scripts/__tests__/catalogues.test.ts (npm test) also finds extra ids, untranslated copies and
 * mismatched ICU arguments.
 */
export function defineMessages<Id extends string>(
  en: Readonly<Record<Id, string>>,
  others: Record<Exclude<LanguageCode, 'en'>, () => Promise<Loaded<NoInfer<Id>>>>,
): MessageCatalogue<Id> {
  // One promise per language, marked fulfilled once it is (React's `use` then reads the value without suspending):
  // `useT` always calls `use`, so a component that suspended on its strings replays with the same hooks.
  const requests = new Map<LanguageCode, Promise<Translate<Id>>>([['en', fulfilled(translator('en', en))]]);
  const load = (code: LanguageCode): Promise<Translate<Id>> => {
    let request = requests.get(code);
    if (!request) {
      const loading: Promise<Translate<Id>> = others[code as Exclude<LanguageCode, 'en'>]().then(
        (m) => markFulfilled(loading, translator(code, m.default)),
        // A failed download (flaky network) is forgotten, so the slot's retry asks again.
        (err: unknown) => {
          requests.delete(code);
          throw err;
        },
      );
      requests.set(code, (request = loading));
    }
    return request;
  };
  catalogues.add(load);
  // Hindi and Tamil start downloading as soon as the feature's code runs, beside the rest of its chunks.
  if (typeof window !== 'undefined' && currentLanguage().code !== 'en') load(currentLanguage().code).catch(() => undefined);
  return {
    load,
    useT() {
      return use(load(currentLanguage().code));
    },
  };
}

/** The translate function of a catalogue, for plain functions that take one (validation, notices). */
export type TranslateOf<C> = C extends MessageCatalogue<infer Id> ? Translate<Id> : never;
