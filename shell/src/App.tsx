import { useEffect, useRef } from 'react';
import { endFirstView, RemoteSlot, useLocation, type PageRoute } from '@tiles/shared';
import { HeaderFallback, QuietFallback } from './layout/fallbacks';
import { Footer } from './layout/Footer';
import { ShellRoutes } from './routes/ShellRoutes';
import { headerSlots } from './routes/slotRenderers';
import { MODULES } from './remotes/modules';
import { shellMessages } from './i18n/messages';

/**
 * Composition only: header slot (with the search, cart and callback slots inside), the routed page (`routes`: the
 * modules' own, from the page's configuration), popups, footer.
 * The controls a shopper reaches for (search box, mini cart, "Add to cart"; the menu is in the header) load with
 * the header and the page; what they only look at or that waits anyway (category slider, popups and their timers,
 * the callback button, which opens the popups' dialog) loads once the page has settled.
 */
export function App({ routes }: { routes: readonly PageRoute[] }) {
  const t = shellMessages.useT();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skip')}
      </a>
      <RemoteSlot
        id={MODULES.header}
        props={{
          searchSlot: headerSlots.searchBox(),
          cartSlot: headerSlots.miniCart(),
          callbackSlot: headerSlots.callbackButton(),
        }}
        fallback={(retry) => <HeaderFallback retry={retry} />}
      />
      <main id="main" tabIndex={-1}>
        <ShellRoutes routes={routes} />
      </main>
      <RemoteSlot id={MODULES.popups} props={{}} fallback={() => <QuietFallback />} />
      <Footer />
      <EndFirstViewOnNavigation />
    </>
  );
}

/** The server's first view (and its data) is this page's only: the first move to another page ends it. */
function EndFirstViewOnNavigation() {
  const { pathname, search } = useLocation();
  const first = useRef(pathname + search);
  useEffect(() => {
    if (pathname + search !== first.current) endFirstView();
  }, [pathname, search]);
  return null;
}
