import { defineMessages } from '@tiles/shared';
import en from './en.json';

/** What a sent, queued or refused lead says, the shared lead rules' messages included (Hindi and Tamil load only on their subdomains: one chunk per language for the whole remote). */
export const leadOutboxMessages = defineMessages(en, {
  hi: () => import(/* webpackChunkName: "messages-hi" */ './hi.json'),
  ta: () => import(/* webpackChunkName: "messages-ta" */ './ta.json'),
});
