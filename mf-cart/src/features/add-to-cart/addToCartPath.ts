/** Where "Add to cart" posts (Magento's own path): the cart's module answers it whatever page the form is on. */
export const ADD_TO_CART_PATH = '/checkout/cart/add';
