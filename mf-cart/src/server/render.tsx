import { atRequest, renderAt, type ServerRenderer } from '@tiles/shared/server';
import { MiniCartLink } from '../features/mini-cart/MiniCartLink';

/**
 * The cart team's server render (built to dist/server/, called by the shell's server for the header's cart slot):
 * the cart button as a link to the cart page. A shopper's cart lives in their browser, so there is no data to
 * hand over: the live mini cart loads it.
 */
export const render: ServerRenderer = (id, request) =>
  atRequest(request, async (at) => {
    if (id !== 'mf_cart/MiniCart') return null;
    return { html: renderAt(at, <MiniCartLink />) };
  });
