import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link } from '@tiles/shared';
import { PORTS, getBus, localSettings, setRuntimeSettings } from '@tiles/shared';
import { DevHarness } from '@tiles/shared/dev';
import Header from '../exposes/Header';
import CategorySlider from '../exposes/CategorySlider';

// Language links point at the harness's own port, so hi.localhost / ta.localhost work here too.
setRuntimeSettings({ ...localSettings(PORTS), baseDomain: `localhost:${location.port}` });

/** Stand-ins for the other teams' slots: they only publish bus events, as the real ones do. */
const searchSlot = <input aria-label="Search tiles" placeholder="Search tiles (stand-in)" style={{ width: '100%', minHeight: 40 }} />;
const cartSlot = (
  <button type="button" onClick={() => getBus().publish('cart:open-requested', { source: 'mf-header-harness' })}>
    Cart (stand-in)
  </button>
);
const callbackSlot = (
  <button type="button" onClick={() => getBus().publish('leads:callback-requested', { source: 'mf-header-harness' })}>
    Request a callback
  </button>
);

/** Paths that change the header's behaviour: the export catalogue rule and the slider's hidden page. */
function HarnessLinks() {
  return (
    <p style={{ padding: '8px 24px', fontSize: 13 }}>
      Try: <Link to="/">/</Link> · <Link to="/exports-project">/exports-project</Link> (export catalogue) ·{' '}
      <Link to="/inspection-doc">/inspection-doc</Link> (no slider) ·{' '}
      <Link to="/tiles/wooden-tiles?tile_area=103">a listing with a query</Link>
    </p>
  );
}

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <DevHarness team="mf-header">
      <Header searchSlot={searchSlot} cartSlot={cartSlot} callbackSlot={callbackSlot} />
      <HarnessLinks />
      <CategorySlider />
    </DevHarness>
  </BrowserRouter>,
);
