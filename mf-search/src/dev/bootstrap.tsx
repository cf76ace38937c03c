import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from '@tiles/shared';
import { PATHS, PORTS, localSettings, setRuntimeSettings, type SearchPageProps } from '@tiles/shared';
import { DevHarness } from '@tiles/shared/dev';
import SearchBox from '../exposes/SearchBox';
import SearchResultsPage from '../exposes/SearchResultsPage';
import VisualSearchPage from '../exposes/VisualSearchPage';

setRuntimeSettings(localSettings(PORTS));

// Stand-in for the cart team's button: the shell passes the real one at run time.
const slots: SearchPageProps['slots'] = { renderAddToCart: (p) => <button type="button">Add {p.name}</button> };

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <DevHarness team="mf-search">
      <div style={{ padding: 12, maxWidth: 640 }}>
        <SearchBox />
      </div>
      <Routes>
        <Route path={PATHS.visualSearch} element={<VisualSearchPage slots={slots} />} />
        <Route path="*" element={<SearchResultsPage slots={slots} />} />
      </Routes>
    </DevHarness>
  </BrowserRouter>,
);
