import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { DevHarness, PORTS, localSettings, setRuntimeSettings } from '@tiles/shared';
import Header from '../exposes/Header';
import CategorySlider from '../exposes/CategorySlider';

setRuntimeSettings(localSettings(PORTS));

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <DevHarness team="mf-header">
      <Header searchSlot={<input aria-label="Search tiles" />} cartSlot={<button type="button">Cart (0)</button>} callbackSlot={<button type="button">Request a callback</button>} />
      <CategorySlider />
    </DevHarness>
  </BrowserRouter>,
);
