import { fixedPageHead, PATHS } from '@tiles/shared';
import { locatorMessages } from './i18n/messages';

/** The store locator's title and lead, as its head (the server's document and client navigations). */
export const locatorHead = fixedPageHead(locatorMessages, PATHS.storeLocator, { title: 'title', description: 'lead' });
