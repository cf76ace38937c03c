import type { PageHead, TranslateOf } from '@tiles/shared';
import type { commonMessages } from '../../i18n/messages';

/** A page the store does not know: named in the page language and never indexed (no canonical: it is no page). */
export const notFoundHead = (t: TranslateOf<typeof commonMessages>): PageHead => ({
  title: t('notFoundPageTitle'),
  description: t('notFoundDescription'),
  noindex: true,
});
