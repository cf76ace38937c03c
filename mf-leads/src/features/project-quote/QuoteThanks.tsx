import { PATHS } from '@tiles/shared';
import { ThanksPanel } from '../../ui/ThanksPanel';
import { projectQuoteMessages } from './i18n/messages';

/** Shown in place of the form once the store has the quote. */
export function QuoteThanks({ onAnother }: { onAnother: () => void }) {
  const t = projectQuoteMessages.useT();
  return (
    <ThanksPanel
      id="lead-quote-thanks"
      className="lead-quote-thanks"
      title={t('thanksTitle')}
      text={t('thanks')}
      another={t('another')}
      path={PATHS.projectQuote}
      onAnother={onAnother}
    />
  );
}
