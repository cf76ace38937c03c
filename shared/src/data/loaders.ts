import type { RuntimeSettings } from '../config/runtime';
import type { RequestCache } from './requestCache';

/**
 * What an exposed module may export beside its component, for the shell's server. A module that exports `loader`
 * is rendered by the server (inside the shell's one React tree) with what the loader put in the request's cache;
 * one without a loader, or whose loader answers null, is left to the browser. `action` answers the module's form
 * posted without scripts.
 */
export interface LoaderRequest {
  /** The page's absolute URL (its host decides the language). */
  url: URL;
  /** The runtime settings, with API URLs the server itself can reach. */
  settings: RuntimeSettings;
  /** This request's cache: what the loader puts there, the module's hooks read while the server renders it. */
  cache: RequestCache;
  /** How long the shell waits for the loader (ms): data that is only nice to have can stop waiting in time. */
  budgetMs: number;
  /**
   * The request's cookies (first value per name; read them strictly, they are the shopper's to forge). A page whose
   * module reads them is one shopper's: it must never be shared-cacheable.
   */
  cookies: Readonly<Record<string, string>>;
}

export interface LoaderAnswer {
  /** What the module's browser code needs to draw the same first view (serialised into the page). */
  data?: unknown;
  /** The page's HTTP status (404 for a path the store does not know; 301/302 with `redirect`). */
  status?: number;
  /** A path on this store the page has moved to (a URL rewrite): answered with `status` and that Location. */
  redirect?: string;
}

/** Loads this request's data for the module; null: the browser renders it. No module state, no side effects. */
export type ModuleLoader = (request: LoaderRequest) => Promise<LoaderAnswer | null>;

export interface ActionRequest extends LoaderRequest {
  /** The urlencoded body's fields, first value per name. */
  fields: Readonly<Record<string, string>>;
  /** The shopper's address as the shell forwards it (the store's GraphQL client sends it as X-Forwarded-For). */
  forwardedFor?: string;
}

/**
 * A form's answer: `redirect` (a path on this site with the marker its page shows as the success message: the shell
 * answers 303), or the module's data for the page drawn again with the message and the typed values (`status` 4xx).
 */
export type ActionAnswer = (
  | { redirect: string }
  | (LoaderAnswer & {
      redirect?: undefined;
      /** The page to show it in (a footer form's: the page it was sent from); default: the path posted to. */
      at?: string;
    })
) & {
  /**
   * Cookies to set (null: cleared): the module names and fills them, the shell decides their attributes; a value with
   * `maxAge` (seconds, at most the shell's year) lives that long: a hand-off the page's code takes over.
   */
  cookies?: Readonly<Record<string, string | { value: string; maxAge: number } | null>>;
};

/** Answers the module's form posted without scripts; null: it has no form at this path. */
export type ModuleAction = (request: ActionRequest) => Promise<ActionAnswer | null>;

/** The loader of a module the server renders as it is, with no data (a form, a link). */
export const rendersWithoutData: ModuleLoader = () => Promise.resolve({});
