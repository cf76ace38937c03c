import { defineMessages } from '@tiles/shared';
import en from './en.json';

/** Voice search's button and what it says when listening fails (Hindi and Tamil load only on their subdomains: one chunk per language for the whole remote). */
export const voiceSearchMessages = defineMessages(en, {
  hi: () => import(/* webpackChunkName: "messages-hi" */ './hi.json'),
  ta: () => import(/* webpackChunkName: "messages-ta" */ './ta.json'),
});
