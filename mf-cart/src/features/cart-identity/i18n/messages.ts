import { defineMessages } from '@tiles/shared';
import en from './en.json';

/** Units every cart view shows: areas, box counts (Hindi and Tamil load only on their subdomains: one chunk per language for the whole remote). */
export const unitMessages = defineMessages(en, {
  hi: () => import(/* webpackChunkName: "messages-hi" */ './hi.json'),
  ta: () => import(/* webpackChunkName: "messages-ta" */ './ta.json'),
});
