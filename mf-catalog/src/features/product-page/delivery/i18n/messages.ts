import { defineMessages } from '@tiles/shared';
import en from './en.json';

/** "Delivery to your pincode": its English comes with its chunk; Hindi and Tamil join the remote's language chunks. */
export const deliveryMessages = defineMessages(en, {
  hi: () => import(/* webpackChunkName: "messages-hi" */ './hi.json'),
  ta: () => import(/* webpackChunkName: "messages-ta" */ './ta.json'),
});
