import { currentLanguage, type ModuleAction, type ModuleLoader } from '@tiles/shared';
import { formMessages } from '../forms/i18n/messages';
import { guestOrderMessages } from './i18n/messages';
import { lookUpGuestOrder, type GuestOrderValues } from './lookUpGuestOrder';
import type { GuestOrderState } from './useGuestOrder';

/**
 * Magento's look-up form, drawn by the server empty: it posts without scripts (the order needs the shopper's fields).
 * The page's chunk is loaded with the data, so the render does not wait for it inside the render's budget.
 */
export const loadGuestOrderPage: ModuleLoader = async () => {
  await import(/* webpackChunkName: "guest-order" */ './GuestOrderSection');
  return {};
};

/** A posted field as text: a missing or repeated one is read as the browser sends it, first value or nothing. */
const field = (fields: Readonly<Record<string, string>>, name: string) => (typeof fields[name] === 'string' ? fields[name] : '');

/**
 * The look-up posted without scripts: the live form's checks and query (lookUpGuestOrder). Found: the page drawn with
 * the order (status, lines, progress and tracking) under the form; refused: the page again with the store's one
 * sentence (or the fields' messages) and what was typed, 422. Nothing goes in a URL: the answer is the page itself.
 */
export const answerGuestOrder: ModuleAction = async ({ fields }) => {
  const language = currentLanguage().code;
  const [t, form] = await Promise.all([
    guestOrderMessages.load(language),
    formMessages.load(language),
    import(/* webpackChunkName: "guest-order" */ './GuestOrderSection'),
  ]);
  const values: GuestOrderValues = { number: field(fields, 'number'), email: field(fields, 'email'), postcode: field(fields, 'postcode') };
  const answer = await lookUpGuestOrder(values, t, form);
  const data: GuestOrderState = { values, errors: {}, formError: null, order: null };
  // Found: the page itself is the answer (200; a posted page's answer is otherwise a refusal).
  if ('order' in answer) return { data: { ...data, order: answer.order }, status: 200 };
  if ('errors' in answer) return { data: { ...data, errors: answer.errors }, status: 422 };
  return { data: { ...data, formError: answer.formError }, status: 422 };
};
