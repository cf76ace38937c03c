import { defineMessages } from '@tiles/shared';
import en from './en.json';

/** The strings of the pages' heads (titles, descriptions, structured data) (Hindi and Tamil load only on their subdomains: one chunk per language for the whole remote). */
export const seoMessages = defineMessages(en, {
  hi: () => import(/* webpackChunkName: "messages-hi" */ './hi.json'),
  ta: () => import(/* webpackChunkName: "messages-ta" */ './ta.json'),
});
