import { atRequest, renderAt, type ServerFormSubmitter, type ServerRenderer } from '@tiles/shared/server';
import AddToCart from '../exposes/AddToCart';
import { MiniCartLink } from '../features/mini-cart/MiniCartLink';
import { isForgotPasswordPath, renderForgotPasswordPage, submitForgotPassword } from './forgotPasswordPage';

/**
 * The cart team's server render (built to dist/server/, called by the shell's server):
 * - the header's cart button, as a link to the cart page. A shopper's cart lives in their browser, so there is no
 *   data to hand over: the live mini cart loads it;
 * - every "Add to cart" of a page (the cards of a listing, the product page's button), in one call: the live
 *   AddToCart itself, so the browser hydrates it in place: its first live render is the same markup. The
 *   button is enabled: a click before the cart's code is live is taken by earlyAdds.ts or replayed once it is hydrated; with
 *   scripts off the cart's stylesheet hides it (the cart needs them);
 * - Magento's reset-link request page (/customer/account/forgotpassword), a real form answered by `submit` below.
 *   The account's other pages hold one browser's sign-in: the browser renders them.
 */
export const render: ServerRenderer = (id, request) =>
  atRequest(request, async (at) => {
    if (id === 'mf_cart/MiniCart') return { html: renderAt(at, <MiniCartLink />) };
    if (id === 'mf_cart/AddToCart' && request.instances)
      return { html: '', parts: request.instances.map((props) => renderAt(at, <AddToCart {...props} />)) };
    if (id === 'mf_cart/AccountPage' && isForgotPasswordPath(at.url.pathname)) return renderForgotPasswordPage(at);
    return null;
  });

/** The reset-link request posted without scripts, routed here by the shell's server (its formPost.ts). */
export const submit: ServerFormSubmitter = (id, request) =>
  atRequest(request, async (at) => {
    if (id === 'mf_cart/AccountPage' && isForgotPasswordPath(at.url.pathname)) return submitForgotPassword(at, request.fields);
    return null;
  });
