import { fixedPageHead, PATHS } from '@tiles/shared';
import { contactMessages } from './i18n/messages';

/** The contact page's title and lead, as its head (the server's document and client navigations). */
export const contactHead = fixedPageHead(contactMessages, PATHS.contact, { title: 'title', description: 'lead' });
