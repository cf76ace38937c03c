import { defineMessages } from '@tiles/shared';
import en from './en.json';

/** The callback button's strings (they load on every page: nothing else rides along) (Hindi and Tamil load only on their subdomains: one chunk per language for the whole remote). */
export const callbackButtonMessages = defineMessages(en, {
  hi: () => import(/* webpackChunkName: "messages-hi" */ './hi.json'),
  ta: () => import(/* webpackChunkName: "messages-ta" */ './ta.json'),
});
