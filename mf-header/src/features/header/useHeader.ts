import { useCallback, useEffect, useRef, useState, type FocusEvent, type ToggleEvent } from 'react';
import { useLocation } from '@tiles/shared';
import { currentLanguage, getRuntimeSettings, useBusEvent } from '@tiles/shared';
import { useCatalogueLink } from '../catalogue-link/useCatalogueLink';
import { useLanguageSwitch } from '../language-switch/useLanguageSwitch';
import { isNarrow } from '../mega-menu/useDisclosures';

/** `tel:` wants digits (and a leading +) only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Hides the drawer popover if it is open (hidePopover on a closed one would be a no-op in new browsers, but throws in older ones). */
function hideDrawer(drawer: HTMLElement | null) {
  if (drawer?.matches(':popover-open')) drawer.hidePopover();
}

/**
 * The header's logic: config values, the catalogue link, language links and the narrow-screen drawer. The drawer
 * is a native popover (it works before this code runs): its state here follows the element's `toggle` events, and
 * closing it is asking the element to hide.
 */
export function useHeader() {
  const settings = getRuntimeSettings();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();

  // Navigating closes the drawer; mounting does not (a drawer the shopper opened before this code ran is kept open).
  const shownAt = useRef(`${pathname}${search}`);
  useEffect(() => {
    if (shownAt.current === `${pathname}${search}`) return;
    shownAt.current = `${pathname}${search}`;
    hideDrawer(drawerRef.current);
  }, [pathname, search]);
  useEffect(() => {
    if (drawerOpen) closeButtonRef.current?.focus();
  }, [drawerOpen]);

  const closeDrawer = useCallback(() => hideDrawer(drawerRef.current), []);
  useBusEvent('cart:open-requested', closeDrawer);
  useBusEvent('leads:callback-requested', closeDrawer);
  useBusEvent('leads:popup-opened', closeDrawer);

  // The popover's own toggle (Menu and close buttons, Escape, a tap outside, or hidePopover above).
  const handleDrawerToggle = useCallback((e: ToggleEvent<HTMLDivElement>) => {
    if (e.target === drawerRef.current) setDrawerOpen(e.newState === 'open');
  }, []);
  // Focus leaving the open drawer for the page behind closes it (a tap outside is the popover's own light dismiss).
  const handleDrawerBlur = useCallback(
    (e: FocusEvent) => {
      const next = e.relatedTarget as Node | null;
      if (!drawerOpen || !isNarrow() || !next) return;
      if (!drawerRef.current?.contains(next) && next !== menuButtonRef.current) closeDrawer();
    },
    [drawerOpen, closeDrawer],
  );

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
    handleDrawerToggle,
    handleDrawerBlur,
  };
}
