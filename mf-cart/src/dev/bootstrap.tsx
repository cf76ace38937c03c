import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { DevHarness, PORTS, localSettings, setRuntimeSettings } from '@tiles/shared';
import MiniCart from '../exposes/MiniCart';
import AddToCart from '../exposes/AddToCart';
import CartPage from '../exposes/CartPage';

setRuntimeSettings(localSettings(PORTS));

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <DevHarness team="mf-cart">
      <MiniCart />
      <AddToCart sku="DEMO" name="Demo tile" sqftPerBox={15.5} withQuantity />
      <CartPage />
    </DevHarness>
  </BrowserRouter>,
);
