import { fixedPageHead, PATHS } from '@tiles/shared';
import { visualMessages } from './i18n/messages';

/** Visual search's title and what it does, as its head (the server's document and client navigations). */
export const visualSearchHead = fixedPageHead(visualMessages, PATHS.visualSearch, { title: 'title', description: 'upload' });
