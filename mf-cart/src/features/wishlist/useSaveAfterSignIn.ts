import { useEffect, useRef, useState } from 'react';
import { failureText } from '@tiles/shared';
import { wishlistMessages } from './i18n/messages';
import { saveToWishlist } from './wishlistStore';

/** The sku a guest tapped "save" on (see signInToSaveUrl): the `save` parameter of the account page's address. */
export const skuToSave = (search: string): string | null => new URLSearchParams(search).get('save')?.trim() || null;

/**
 * Once signed in on the account page, the tile a guest tapped is saved and the shopper told; the parameter leaves
 * the address, so a reload does not save it again.
 */
export function useSaveAfterSignIn(search: string) {
  const t = wishlistMessages.useT();
  const [message, setMessage] = useState<{ saved: boolean; text: string } | null>(null);
  const started = useRef(false);
  const sku = skuToSave(search);

  useEffect(() => {
    if (!sku || started.current) return;
    started.current = true;
    void saveToWishlist(sku).then((res) => {
      const url = new URL(window.location.href);
      url.searchParams.delete('save');
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
      if (res.error) setMessage({ saved: false, text: t('saveAfterSignInFailed', { reason: failureText(res.error) }) });
      else setMessage({ saved: true, text: t('savedAfterSignIn', { name: res.data.items.get(sku)?.name ?? sku }) });
    });
  }, [sku, t]);

  return message;
}
