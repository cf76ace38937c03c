/** Federation settings for mf-cart; the exposes are its one public surface (typed in shared/src/contracts). */
module.exports = {
  name: 'mf_cart',
  exposes: {
    './MiniCart': './src/exposes/MiniCart.tsx',
    './AddToCart': './src/exposes/AddToCart.tsx',
    './CartPage': './src/exposes/CartPage.tsx',
    './AccountPage': './src/exposes/AccountPage.tsx',
    './CheckoutPage': './src/exposes/CheckoutPage.tsx',
  },
};
