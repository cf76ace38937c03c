/**
 * Where a cart row's forms post without scripts: Magento's own paths (its cart page's "Update Shopping Cart" posts to
 * updatePost, its remove links to delete), so a shopper's bookmarks and a proxy's rules for Magento keep meaning the
 * same here. The cart page's module answers both (exposes/CartPage.tsx).
 */
export const UPDATE_ITEM_PATH = '/checkout/cart/updatePost';
export const REMOVE_ITEM_PATH = '/checkout/cart/delete';
export const CART_FORM_PATHS = [UPDATE_ITEM_PATH, REMOVE_ITEM_PATH] as const;
