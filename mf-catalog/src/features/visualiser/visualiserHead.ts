import { fixedPageHead, PATHS } from '@tiles/shared';
import { visualiserMessages } from './i18n/messages';

/** The room view page's title and what it does, as its head (the server's document and client navigations). */
export const visualiserHead = fixedPageHead(visualiserMessages, PATHS.visualiser, { title: 'title', description: 'uploadHint' });
