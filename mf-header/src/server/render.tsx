import { currentLanguage, SlotPlaceholder } from '@tiles/shared';
import { atRequest, renderAt, serverSlotRenderers, type ServerRenderer } from '@tiles/shared/server';
import Header from '../exposes/Header';
import { loadMessages } from '../features/i18n/messages';

/**
 * The header's server render (built to dist/server/, called by the shell's server). It renders what the
 * browser's first render shows: banner, links and language switch, the menu still loading, and empty
 * slots for search, cart and callback.
 */
export const render: ServerRenderer = (id, request) => atRequest(request, async () => {
  if (id !== 'mf_header/Header') return null;
  // A server render cannot wait for a suspended component: the page language's strings load first.
  await loadMessages(currentLanguage().code);
  return {
    html: renderAt(request.url, (
      <Header
        searchSlot={serverSlotRenderers.renderSearchBox()}
        cartSlot={<SlotPlaceholder id="mf_cart/MiniCart" />}
        callbackSlot={serverSlotRenderers.renderCallbackButton({ variant: 'header' })}
      />
    )),
  };
});
