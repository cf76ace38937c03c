import { defineMessages } from '@tiles/shared';
import en from './en.json';

/** Strings every catalogue page shares: breadcrumb, product card, loading and error states, 404 (Hindi and Tamil load only on their subdomains: one chunk per language for the whole remote). */
export const commonMessages = defineMessages(en, {
  hi: () => import(/* webpackChunkName: "messages-hi" */ './hi.json'),
  ta: () => import(/* webpackChunkName: "messages-ta" */ './ta.json'),
});
