import { defineMessages } from '@tiles/shared';
import en from './en.json';

/** The lead forms' fields, the spec's validation messages and the outcomes (Hindi and Tamil load only on their subdomains: one chunk per language for the whole remote). */
export const leadFormMessages = defineMessages(en, {
  hi: () => import(/* webpackChunkName: "messages-hi" */ './hi.json'),
  ta: () => import(/* webpackChunkName: "messages-ta" */ './ta.json'),
});
