import { RemoteSlot } from '@tiles/shared';
import { shellMessages } from '../i18n/messages';
import { QuietFallback } from './fallbacks';
import { FooterView } from './FooterView';
import { MODULES } from '../remotes/modules';

/**
 * The footer, with the newsletter sign-up loaded once the page has settled and hydrated once it is in view (it is the
 * last thing on the page; until then its server form posts by itself).
 */
export function Footer() {
  return (
    <FooterView
      t={shellMessages.useT()}
      newsletter={<RemoteSlot id={MODULES.newsletter} props={{}} hydrate="in-view" fallback={() => <QuietFallback />} />}
    />
  );
}
