import { pageLocation } from '../config/renderScope';

export const LANGUAGES = [
  { code: 'en', label: 'English', subdomain: '', storeCode: 'default', speech: 'en-IN' },
  { code: 'hi', label: 'हिन्दी', subdomain: 'hi', storeCode: 'hi', speech: 'hi-IN' },
  { code: 'ta', label: 'தமிழ்', subdomain: 'ta', storeCode: 'ta', speech: 'ta-IN' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export type Language = (typeof LANGUAGES)[number];

/** The page language comes from the host: `hi.` and `ta.` subdomains; anything else is English. */
export function languageFromHost(hostname: string): Language {
  const first = hostname.toLowerCase().split('.')[0];
  return LANGUAGES.find((l) => l.subdomain !== '' && l.subdomain === first) ?? LANGUAGES[0];
}

/** The page's language (in a server render, the request's page: see config/renderScope.ts). */
export function currentLanguage(): Language {
  const page = pageLocation();
  return page ? languageFromHost(page.hostname) : LANGUAGES[0];
}
