import { defineMessages } from '@tiles/shared';
import en from './en.json';

/** Field labels and checks shared by the account and checkout forms (Hindi and Tamil load only on their subdomains: one chunk per language for the whole remote). */
export const formMessages = defineMessages(en, {
  hi: () => import(/* webpackChunkName: "messages-hi" */ './hi.json'),
  ta: () => import(/* webpackChunkName: "messages-ta" */ './ta.json'),
});
