import { defineMessages } from '@tiles/shared';
import en from './en.json';

/** The mega-menu's strings (group headings by the backend's `menu_group`: `group_<kind>`). Hindi and Tamil load only on their subdomains: one chunk per language for the whole remote. */
export const menuMessages = defineMessages(en, {
  hi: () => import(/* webpackChunkName: "messages-hi" */ './hi.json'),
  ta: () => import(/* webpackChunkName: "messages-ta" */ './ta.json'),
});
