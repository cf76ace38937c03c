import { defineMessages } from '@tiles/shared';
import en from './en.json';

/** The address form's strings, shared by checkout and the address book (Hindi and Tamil load only on their subdomains: one chunk per language for the whole remote). */
export const addressFormMessages = defineMessages(en, {
  hi: () => import(/* webpackChunkName: "messages-hi" */ './hi.json'),
  ta: () => import(/* webpackChunkName: "messages-ta" */ './ta.json'),
});
