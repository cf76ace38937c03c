import { defineMessages } from '@tiles/shared';
import en from './en.json';

/** Search by image: the button and what it says of a refused photo (Hindi and Tamil load only on their subdomains: one chunk per language for the whole remote). */
export const imageUploadMessages = defineMessages(en, {
  hi: () => import(/* webpackChunkName: "messages-hi" */ './hi.json'),
  ta: () => import(/* webpackChunkName: "messages-ta" */ './ta.json'),
});
