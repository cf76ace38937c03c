import { PATHS } from '@tiles/shared';
import { ThanksPanel } from '../../ui/ThanksPanel';
import { contactMessages } from './i18n/messages';

/** Shown in place of the form once the store has the message. */
export function ContactThanks({ onAnother }: { onAnother: () => void }) {
  const t = contactMessages.useT();
  return (
    <ThanksPanel
      id="lead-contact-thanks"
      className="lead-contact-form lead-contact-thanks"
      title={t('thanksTitle')}
      text={t('thanks')}
      another={t('another')}
      path={PATHS.contact}
      onAnother={onAnother}
    />
  );
}
