import type { RemoteModuleId } from '../contracts/remotes';
import { LANGUAGES, type LanguageCode } from '../i18n/locale';

/**
 * What an exposed module says about itself to the shell, as its `handle` export (React Router's name for a route's
 * own metadata). The shell keeps no list of modules: it reads these from the modules themselves (on its server, which
 * loads them) and hands the browser the `loads` of each in the page's configuration.
 */
export interface ModuleHandle {
  /**
   * When the browser loads its code where it is nested in a page: `first` with the page's own code (hinted beside it),
   * `early` as the app starts (a control the shopper reaches for first; the default), `idle` once the page has settled
   * or at the first interaction (what the shopper only looks at, or what waits anyway).
   */
  loads?: ModuleLoads;
  /** The async chunks (webpack chunk names) its code imports as it starts: hinted with it. */
  loadsWith?: readonly string[];
  /** Its page holds what belongs to one shopper: the page is never a shared (CDN) copy. */
  personal?: boolean;
  /** Paths besides its page's where it answers a form posted without scripts (the footer's sign-up at Magento's own). */
  formPaths?: readonly string[];
  /**
   * The paths where it is the page (React Router patterns: `/contact`, `/checkout/*`; `*`: every path no other page
   * claims). A module that names none is nested in pages. The shell routes by these: it keeps no table of its own.
   */
  routes?: readonly string[];
  /** Its page's name in each language, for the shell's "… is not available right now" when its code cannot load. */
  pageName?: Partial<Record<LanguageCode, string>>;
  /**
   * What it does for a shopper who acts before its code is live, as the source of a function the page calls with its
   * runtime settings once its content is parsed (the shell writes it inline, with the page's nonce, where the server
   * rendered the module). It is text in the page: it may use nothing from outside itself. At most 12,000 characters
   * (a remote's server build, where the shell reads it, is not minified).
   */
  beforeCode?: string;
}

export type ModuleLoads = 'first' | 'early' | 'idle';
const LOADS: readonly ModuleLoads[] = ['first', 'early', 'idle'];

/** A module's `handle` export, checked: a remote's code is trusted by its pin, but a mistake must not reach the page. */
export function readModuleHandle(value: unknown): ModuleHandle {
  if (!value || typeof value !== 'object') return {};
  const { loads, loadsWith, personal, formPaths, routes, pageName, beforeCode } = value as Record<string, unknown>;
  const chunks = Array.isArray(loadsWith) ? loadsWith.filter((c): c is string => typeof c === 'string' && /^[\w-]{1,64}$/.test(c)) : [];
  // A path on this site (never `//host`), as a form's action names it.
  const paths = Array.isArray(formPaths)
    ? formPaths.filter((p): p is string => typeof p === 'string' && /^\/(?![/\\])\S{0,200}$/.test(p))
    : [];
  const patterns = Array.isArray(routes) ? routes.filter((r): r is string => typeof r === 'string' && ROUTE.test(r)) : [];
  const names = pageName && typeof pageName === 'object' ? namesOf(pageName as Record<string, unknown>) : {};
  return {
    ...(LOADS.includes(loads as ModuleLoads) && { loads: loads as ModuleLoads }),
    ...(chunks.length > 0 && { loadsWith: chunks }),
    ...(personal === true && { personal: true }),
    ...(paths.length > 0 && { formPaths: paths }),
    ...(patterns.length > 0 && { routes: patterns.slice(0, 20) }),
    ...(Object.keys(names).length > 0 && { pageName: names }),
    ...(isPageCode(beforeCode) && { beforeCode }),
  };
}

/** A function's source the page can hold in a script element: nothing that would end the element or open another. */
const isPageCode = (code: unknown): code is string =>
  typeof code === 'string' && code.length <= 12000 && /^(async\s+)?function\b/.test(code.trim()) && !/<\/script|<!--|<script/i.test(code);

/** A route pattern as React Router reads one, on this site: `*`, or a path of plain segments, `:params` and a final `*`. */
const ROUTE = /^(\*|\/(?![/\\])[\w\-.~%:/]{0,200}(\/\*)?)$/;

function namesOf(given: Record<string, unknown>): Partial<Record<LanguageCode, string>> {
  const names: Partial<Record<LanguageCode, string>> = {};
  for (const { code } of LANGUAGES) {
    const name = Object.hasOwn(given, code) ? given[code] : undefined;
    if (typeof name === 'string' && name.trim() && name.length <= 80) names[code] = name.trim();
  }
  return names;
}

/** Each module's `loads` as the page's configuration carries it (from the server); a module not named loads `early`. */
let moduleLoads: Partial<Record<RemoteModuleId, ModuleLoads>> = {};
export function setModuleLoads(loads: unknown): void {
  moduleLoads = {};
  if (!loads || typeof loads !== 'object') return;
  for (const [id, when] of Object.entries(loads))
    if (/^mf_[a-z]+\/\w+$/.test(id) && LOADS.includes(when as ModuleLoads)) moduleLoads[id as RemoteModuleId] = when as ModuleLoads;
}
export const loadsOf = (id: RemoteModuleId): ModuleLoads => moduleLoads[id] ?? 'early';
