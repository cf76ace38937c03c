import { defineMessages } from '@tiles/shared';
import en from './en.json';

/** The shell's own words: skip link, footer, fallbacks (Hindi and Tamil load only on their subdomains). */
export const shellMessages = defineMessages(en, {
  hi: () => import(/* webpackChunkName: "messages-hi" */ './hi.json'),
  ta: () => import(/* webpackChunkName: "messages-ta" */ './ta.json'),
});

export type ShellMessageId = keyof typeof en;
