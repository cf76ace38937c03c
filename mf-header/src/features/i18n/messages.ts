import { use } from 'react';
import { currentLanguage, type LanguageCode } from '@tiles/shared';
import { en } from './messages.en';

/** Menu group kinds, as the backend's `menu_group` names them. */
export type GroupKind = 'type' | 'size' | 'space' | 'design' | 'finish' | 'colour' | 'collection' | 'city' | 'special';

/** Content navigation keys: one per link label in the content menu. */
export type ContentKey =
  | 'designIdeas' | 'designIdeasAll' | 'bathroomDesigns' | 'kitchenDesigns' | 'livingRoomDesigns' | 'bedroomDesigns'
  | 'poojaRoomDesigns' | 'washBasinDesigns' | 'countertopDesigns' | 'frontElevationDesigns' | 'outdoorDesigns'
  | 'blog' | 'blogAll' | 'webStories'
  | 'company' | 'aboutUs' | 'coreValues' | 'milestones' | 'awards' | 'executiveManagers' | 'boardOfDirectors' | 'innovation'
  | 'manufacturing' | 'csr' | 'productQuality' | 'faq' | 'contactUs' | 'showrooms'
  | 'projects' | 'projectsShowcase' | 'residentialProjects' | 'commercialProjects' | 'governmentProjects' | 'industrialProjects'
  | 'buildersContractors' | 'exportsProject' | 'capabilities'
  | 'media' | 'investor' | 'career' | 'pressRelease' | 'events' | 'latestNews' | 'masterbond'
  | 'tools' | 'tileCalculator' | 'areaCalculator' | 'paintCalculator' | 'costEstimator';

/** Every string the header, menu and slider show; each language supplies all of them (a test checks). */
export interface Messages {
  brand: string;
  home: string;
  helpLine: string;
  storeLocator: string;
  downloadCatalogue: string;
  account: string;
  menu: string;
  closeMenu: string;
  mainNav: string;
  exploreNav: string;
  languageNav: string;
  shopByCategory: string;
  recommended: string;
  menuLoading: string;
  menuFailed: string;
  tryAgain: string;
  previous: string;
  next: string;
  pauseSlides: string;
  playSlides: string;
  groups: Record<GroupKind, string>;
  content: Record<ContentKey, string>;
  submenuFor: (name: string) => string;
  viewAll: (name: string) => string;
}

/** English is built in; Hindi and Tamil (a third of the header's bytes) load only on their own subdomains. */
const loaded: Partial<Record<LanguageCode, Messages>> = { en };
const LOADERS: Record<Exclude<LanguageCode, 'en'>, () => Promise<Messages>> = {
  hi: () => import(/* webpackChunkName: "messages-hi" */ './messages.hi').then((m) => m.hi),
  ta: () => import(/* webpackChunkName: "messages-ta" */ './messages.ta').then((m) => m.ta),
};
const pending = new Map<LanguageCode, Promise<Messages>>();

/** A language's strings, loaded once (the same promise for every caller, as `use` needs). */
export function loadMessages(code: LanguageCode): Promise<Messages> {
  const ready = loaded[code];
  if (ready && !pending.has(code)) return Promise.resolve(ready);
  let request = pending.get(code);
  if (!request) {
    request = LOADERS[code as Exclude<LanguageCode, 'en'>]().then(
      (messages) => (loaded[code] = messages),
      // A failed download (flaky network) is forgotten, so the header's retry loads the strings again.
      (err: unknown) => { pending.delete(code); throw err; },
    );
    pending.set(code, request);
  }
  return request;
}

/**
 * The page language comes from the host, which never changes during a visit. Until Hindi or Tamil strings
 * have arrived the component suspends: the header mounts in a transition, so the shell keeps the server's
 * HTML (or the reserved space) on screen meanwhile.
 */
export function useMessages(): Messages {
  const code = currentLanguage().code;
  return loaded[code] ?? use(loadMessages(code));
}
