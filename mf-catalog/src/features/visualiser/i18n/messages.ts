import { defineMessages, type TranslateOf } from '@tiles/shared';
import en from './en.json';

/**
 * The room view's strings. Its Hindi and Tamil are chunks of their own (not the remote's `messages-hi`), so a
 * product page does not download them until the shopper opens the room view.
 * Scene names and descriptions are keyed by the scene's id (`scene_<id>`): the store's /rest/rooms answers in English.
 */
export const visualiserMessages = defineMessages(en, {
  hi: () => import(/* webpackChunkName: "visualiser-messages-hi" */ './hi.json'),
  ta: () => import(/* webpackChunkName: "visualiser-messages-ta" */ './ta.json'),
});

export type VisualiserT = TranslateOf<typeof visualiserMessages>;
export type VisualiserMessageId = Parameters<VisualiserT>[0];
