import { fixedPageHead, PATHS } from '@tiles/shared';
import { projectQuoteMessages } from './i18n/messages';

/** The project quote page's title and lead, as its head (the server's document and client navigations). */
export const projectQuoteHead = fixedPageHead(projectQuoteMessages, PATHS.projectQuote, { title: 'title', description: 'lead' });
