import { LANGUAGES, type Language, type LanguageCode, type RuntimeSettings } from '@tiles/shared';

type Origin = Pick<RuntimeSettings, 'protocol' | 'baseDomain'>;

/** The same path and query on a language's subdomain of the base domain (English has none). */
export function languageUrl(language: Language, origin: Origin, pathname: string, search = ''): string {
  const protocol = origin.protocol.endsWith(':') ? origin.protocol : `${origin.protocol}:`;
  const base = origin.baseDomain.replace(/^(en|hi|ta)\./i, '').replace(/\/+$/, '');
  const host = language.subdomain ? `${language.subdomain}.${base}` : base;
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const query = search && !search.startsWith('?') ? `?${search}` : search;
  return `${protocol}//${host}${path}${query}`;
}

export interface LanguageLink {
  code: LanguageCode;
  label: string;
  href: string;
  current: boolean;
}

export function languageLinks(current: LanguageCode, origin: Origin, pathname: string, search: string): LanguageLink[] {
  return LANGUAGES.map((l) => ({
    code: l.code,
    label: l.label,
    href: languageUrl(l, origin, pathname, search),
    current: l.code === current,
  }));
}
