export function languageOfHost(hostname: string): 'en' | 'hi' | 'ta';
export function alternateLinks(settings: { protocol?: string; baseDomain?: string }, pathname: string, search?: string): string;
export function localizePage(html: string, request: { hostname: string; pathname: string; search: string; settings: { protocol?: string; baseDomain?: string } }): string;
