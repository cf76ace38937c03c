import { defineMessages } from '@tiles/shared';
import en from './en.json';

/** The /wishlist page's strings (Hindi and Tamil join the remote's one chunk per language). */
export const wishlistPageMessages = defineMessages(en, {
  hi: () => import(/* webpackChunkName: "messages-hi" */ './hi.json'),
  ta: () => import(/* webpackChunkName: "messages-ta" */ './ta.json'),
});
