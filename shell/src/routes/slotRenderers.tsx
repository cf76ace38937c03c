import { RemoteSlot, type SlotRenderers } from '@tiles/shared';
import { CartFallback, QuietFallback } from '../layout/fallbacks';
import { shellMessages } from '../i18n/messages';
import { MODULES } from '../remotes/modules';

/** How one remote's page shows another team's part: the shell wires it, the remotes never import each other.
 * Each slot's reserved space comes from SLOT_LAYOUT in @tiles/shared, which server renders use too. */
export const slotRenderers: SlotRenderers = {
  renderAddToCart: (props) => (
    // A control: it loads with the page that shows it, and each button hydrates as it comes into view or is touched
    // (a listing shows a dozen; until then each is the server's posting form).
    <RemoteSlot id={MODULES.addToCart} props={props} hydrate="in-view" fallback={() => <CartFallback />} />
  ),
  renderCallbackButton: (props) => <RemoteSlot id={MODULES.callbackButton} props={props} fallback={() => <QuietFallback />} />,
  renderSearchBox: () => (
    // A control: it loads with the header (the server's form works meanwhile, and what is typed there is kept).
    <RemoteSlot id={MODULES.searchBox} props={{}} fallback={() => <SearchFallback />} />
  ),
  renderCategorySlider: () => (
    // Below the hero and the listing's heading: it loads after the page has settled, in its reserved box, and
    // hydrates once in view.
    <RemoteSlot id={MODULES.categorySlider} props={{}} hydrate="in-view" fallback={() => <QuietFallback />} />
  ),
};

/** A plain GET form still searches when the search remote is down. */
function SearchFallback() {
  const t = shellMessages.useT();
  return (
    <form action="/catalogsearch/result/" method="get" role="search">
      <input name="q" aria-label={t('searchTiles')} placeholder={t('searchTiles')} />
      <button type="submit">{t('search')}</button>
    </form>
  );
}

/**
 * The header's own search box, cart button and callback button: the instances the shell's server renders into the
 * header (`data-ssr-key="header"`), told apart from another page's search or callback button.
 */
export const headerSlots = {
  searchBox: () => <RemoteSlot id={MODULES.searchBox} instance="header" props={{}} fallback={() => <SearchFallback />} />,
  miniCart: () => (
    // A control: it loads with the header, not after the page settles. The server's link to the cart works from the
    // first paint; the mini cart takes over when its code arrives.
    <RemoteSlot id={MODULES.miniCart} instance="header" props={{}} pending={<CartFallback />} fallback={() => <CartFallback />} />
  ),
  callbackButton: () => (
    <RemoteSlot
      id={MODULES.callbackButton}
      instance="header"

      props={{ variant: 'header' }}
      fallback={() => <QuietFallback />}
    />
  ),
};
