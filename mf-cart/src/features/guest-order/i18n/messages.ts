import { defineMessages } from '@tiles/shared';
import en from './en.json';

/** The guest order look-up's strings (Hindi and Tamil load only on their subdomains: one chunk per language for the whole remote). */
export const guestOrderMessages = defineMessages(en, {
  hi: () => import(/* webpackChunkName: "messages-hi" */ './hi.json'),
  ta: () => import(/* webpackChunkName: "messages-ta" */ './ta.json'),
});
