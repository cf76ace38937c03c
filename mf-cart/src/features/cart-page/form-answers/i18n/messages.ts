import { defineMessages } from '@tiles/shared';
import en from './en.json';

/**
 * What the store says to a cart row's form posted without scripts: only the server says it (cartFormServer, the cart
 * page's loader), so these words stay out of the page's code. Hindi and Tamil join the remote's language chunks.
 */
export const cartFormMessages = defineMessages(en, {
  hi: () => import(/* webpackChunkName: "messages-hi" */ './hi.json'),
  ta: () => import(/* webpackChunkName: "messages-ta" */ './ta.json'),
});
