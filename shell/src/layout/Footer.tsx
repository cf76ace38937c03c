import { RemoteSlot } from '@tiles/shared';
import { shellMessages } from '../i18n/messages';
import { QuietFallback } from './fallbacks';
import { FooterView } from './FooterView';
import { MODULES } from '../remotes/modules';

/** The footer, with the newsletter sign-up loaded once the page has settled (it is the last thing on the page). */
export function Footer() {
  return (
    <FooterView
      t={shellMessages.useT()}
      newsletter={<RemoteSlot id={MODULES.newsletter} props={{}} fallback={() => <QuietFallback />} />}
    />
  );
}
