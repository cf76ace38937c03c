import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@tiles/shared';
import { PORTS, localSettings, setRuntimeSettings } from '@tiles/shared';
import { DevHarness } from '@tiles/shared/dev';
import CallbackButton from '../exposes/CallbackButton';
import PopupHost from '../exposes/PopupHost';
import StoreLocatorPage from '../exposes/StoreLocatorPage';
import ContactPage from '../exposes/ContactPage';
import NewsletterSignup from '../exposes/NewsletterSignup';

setRuntimeSettings(localSettings(PORTS));

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <DevHarness team="mf-leads">
      <CallbackButton variant="header" />
      <PopupHost />
      <StoreLocatorPage />
      <ContactPage />
      <NewsletterSignup />
    </DevHarness>
  </BrowserRouter>,
);
