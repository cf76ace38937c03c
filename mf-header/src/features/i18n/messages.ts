import { currentLanguage, type LanguageCode } from '@tiles/shared';
import { en } from './messages.en';
import { hi } from './messages.hi';
import { ta } from './messages.ta';

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

const CATALOGUE: Record<LanguageCode, Messages> = { en, hi, ta };

export function messagesFor(code: LanguageCode): Messages {
  return CATALOGUE[code];
}

/** The page language comes from the host, which never changes during a visit. */
export function useMessages(): Messages {
  return messagesFor(currentLanguage().code);
}
