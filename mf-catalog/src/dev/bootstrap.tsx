import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from '@tiles/shared';
import { PORTS, localSettings, setRuntimeSettings } from '@tiles/shared';
import { DevHarness } from '@tiles/shared/dev';
import HomePage from '../exposes/HomePage';
import CatalogRoute from '../exposes/CatalogRoute';
import { devSlots } from './devSlots';

setRuntimeSettings(localSettings(PORTS));

// The same split as the shell: "/" is the home page, every other path goes through route(url:).
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <DevHarness team="mf-catalog">
      <Routes>
        <Route path="/" element={<HomePage slots={devSlots} />} />
        <Route path="*" element={<CatalogRoute slots={devSlots} />} />
      </Routes>
    </DevHarness>
  </BrowserRouter>,
);
