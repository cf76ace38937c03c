import { defineMessages } from '@tiles/shared';
import en from './en.json';

/** The project quote page's strings and the shared quote rules' messages (Hindi and Tamil load only on their subdomains: one chunk per language for the whole remote). */
export const projectQuoteMessages = defineMessages(en, {
  hi: () => import(/* webpackChunkName: "messages-hi" */ './hi.json'),
  ta: () => import(/* webpackChunkName: "messages-ta" */ './ta.json'),
});
