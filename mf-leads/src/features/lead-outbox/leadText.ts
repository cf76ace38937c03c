import { LEAD_MESSAGES, type TranslateOf } from '@tiles/shared';
import type { leadOutboxMessages } from './i18n/messages';

type LeadT = TranslateOf<typeof leadOutboxMessages>;
const IDS = new Map(Object.entries(LEAD_MESSAGES).map(([id, text]) => [text as string, id as keyof typeof LEAD_MESSAGES]));

/**
 * The shared lead rules (which the backend runs again) answer in the spec's English words; the shopper reads
 * them in the page language. Anything else the backend says is English only: Hindi and Tamil shoppers get the
 * general "could not take your request".
 */
export function leadText(t: LeadT, message: string): string {
  const id = IDS.get(message);
  if (id) return t(id);
  return t.language === 'en' ? message : t('rejected');
}
