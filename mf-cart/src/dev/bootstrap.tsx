import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from '@tiles/shared';
import { PATHS, PORTS, localSettings, setRuntimeSettings } from '@tiles/shared';
import { DevHarness } from '@tiles/shared/dev';
import MiniCart from '../exposes/MiniCart';
import AddToCart from '../exposes/AddToCart';
import CartPage from '../exposes/CartPage';
import AccountPage from '../exposes/AccountPage';
import CheckoutPage from '../exposes/CheckoutPage';

setRuntimeSettings(localSettings(PORTS));

/** The cart team alone: its header button, two real seeded products, and its three pages, against the backend. */
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <DevHarness team="mf-cart">
      <nav style={{ display: 'flex', gap: 16, alignItems: 'center', padding: 12 }} aria-label="Harness">
        <Link to="/">Products</Link> <Link to={PATHS.cart}>Cart page</Link> <Link to={PATHS.account}>Account</Link>{' '}
        <Link to={PATHS.checkout}>Checkout</Link>
        <span style={{ marginLeft: 'auto' }}>
          <MiniCart />
        </span>
      </nav>
      <Routes>
        <Route
          path="/"
          element={
            <div style={{ display: 'grid', gap: 24, padding: 12, maxWidth: 480 }}>
              <AddToCart sku="TL-1001" name="Quartz Wooden Cream Rustic" sqftPerBox={15.5} />
              <AddToCart sku="TL-1016" name="Calacatta Wooden Cream Glossy" sqftPerBox={15.5} withQuantity />
            </div>
          }
        />
        <Route path={PATHS.cart} element={<CartPage />} />
        <Route path={PATHS.account} element={<AccountPage />} />
        <Route path={`${PATHS.customerAccount}/*`} element={<AccountPage />} />
        <Route path={`${PATHS.salesGuest}/*`} element={<AccountPage />} />
        <Route path={`${PATHS.checkout}/*`} element={<CheckoutPage />} />
        <Route path={PATHS.checkout} element={<CheckoutPage />} />
      </Routes>
    </DevHarness>
  </BrowserRouter>,
);
