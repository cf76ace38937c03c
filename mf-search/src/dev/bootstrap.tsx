import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { DevHarness, PORTS, localSettings, setRuntimeSettings } from '@tiles/shared';
import SearchBox from '../exposes/SearchBox';
import SearchResultsPage from '../exposes/SearchResultsPage';

setRuntimeSettings(localSettings(PORTS));

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <DevHarness team="mf-search">
      <SearchBox />
      <SearchResultsPage slots={{ renderAddToCart: (p) => <button type="button">Add {p.name}</button> }} />
    </DevHarness>
  </BrowserRouter>,
);
