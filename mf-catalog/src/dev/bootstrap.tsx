import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { DevHarness, PORTS, localSettings, setRuntimeSettings } from '@tiles/shared';
import CatalogRoute from '../exposes/CatalogRoute';
import { devSlots } from './devSlots';

setRuntimeSettings(localSettings(PORTS));

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <DevHarness team="mf-catalog">
      <CatalogRoute slots={devSlots} />
    </DevHarness>
  </BrowserRouter>,
);
