import { RemoteSlot } from '@tiles/shared';
import { CartFallback, HeaderFallback, QuietFallback } from './layout/fallbacks';
import { Footer } from './layout/Footer';
import { ShellRoutes } from './routes/ShellRoutes';
import { slotRenderers } from './routes/slotRenderers';
import { shellMessages } from './i18n/messages';

/**
 * Composition only: header slot (with the search, cart and callback slots inside), the routed page, popups, footer.
 * The controls a shopper reaches for (search box, mini cart, "Add to cart"; the menu is in the header) load with
 * the header and the page; what they only look at or that waits anyway (category slider, popups and their timers,
 * the callback button, which opens the popups' dialog) loads once the page has settled.
 */
export function App() {
  const t = shellMessages.useT();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skip')}
      </a>
      <RemoteSlot
        id="mf_header/Header"
        props={{
          searchSlot: slotRenderers.renderSearchBox(),
          // A control: it loads with the header, not after the page settles. The server's link to the cart works
          // from the first paint; the mini cart takes over when its code arrives.
          cartSlot: <RemoteSlot id="mf_cart/MiniCart" props={{}} pending={<CartFallback />} fallback={() => <CartFallback />} />,
          callbackSlot: slotRenderers.renderCallbackButton({ variant: 'header' }),
        }}
        fallback={(retry) => <HeaderFallback retry={retry} />}
      />
      <main id="main" tabIndex={-1}>
        <ShellRoutes />
      </main>
      <RemoteSlot id="mf_leads/PopupHost" load="idle" props={{}} fallback={() => <QuietFallback />} />
      <Footer />
    </>
  );
}
