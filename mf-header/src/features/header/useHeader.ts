import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from '@tiles/shared';
import { currentLanguage, getRuntimeSettings, useBusEvent } from '@tiles/shared';
import { useCatalogueLink } from '../catalogue-link/useCatalogueLink';
import { useLanguageSwitch } from '../language-switch/useLanguageSwitch';
import { isNarrow } from '../mega-menu/useDisclosures';

/** `tel:` wants digits (and a leading +) only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The header's logic: config values, the catalogue link, language links and the narrow-screen drawer. */
export function useHeader() {
  const settings = getRuntimeSettings();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();

  useEffect(() => setDrawerOpen(false), [pathname, search]);
  useEffect(() => {
    if (drawerOpen) closeButtonRef.current?.focus();
  }, [drawerOpen]);

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  useBusEvent('cart:open-requested', closeDrawer);
  useBusEvent('leads:callback-requested', closeDrawer);
  useBusEvent('leads:popup-opened', closeDrawer);

  const handleMenuButton = useCallback(() => setDrawerOpen((o) => !o), []);
  const handleCloseDrawer = useCallback(() => {
    setDrawerOpen(false);
    menuButtonRef.current?.focus();
  }, []);
  // Submenus inside stop Escape when they close themselves, so this only sees it when none is open.
  const handleDrawerKeyDown = useCallback((e: KeyboardEvent) => {
    if (e.key === 'Escape' && drawerOpen) handleCloseDrawer();
  }, [drawerOpen, handleCloseDrawer]);
  const handleDrawerBlur = useCallback((e: FocusEvent) => {
    const next = e.relatedTarget as Node | null;
    if (!drawerOpen || !isNarrow() || !next) return;
    if (!drawerRef.current?.contains(next) && next !== menuButtonRef.current) setDrawerOpen(false);
  }, [drawerOpen]);

  return {
    language: currentLanguage().code,
    pathname,
    phone: settings.phone,
    phoneHref: telHref(settings.phone),
    catalogueHref: useCatalogueLink(),
    languageLinks: useLanguageSwitch(),
    drawerOpen,
    menuButtonRef,
    drawerRef,
    closeButtonRef,
    handleMenuButton,
    handleCloseDrawer,
    handleDrawerKeyDown,
    handleDrawerBlur,
  };
}
