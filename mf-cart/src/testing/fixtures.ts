import type { CartData, CartItem } from '../features/cart-identity/types';

/** Plain cart shapes for view tests (what MfCartFields answers). */
export const money = (value: number) => ({ value, currency: 'INR' as const });

export const item: CartItem = {
  uid: 'MQ==',
  quantity: 3,
  errors: null,
  prices: { price: money(2252.92), row_total: money(6758.76), total_item_discount: money(0), discounts: [] },
  product: {
    sku: 'TL-1001',
    name: 'Quartz Wooden Cream Rustic',
    url_key: 'quartz',
    small_image: { url: '/img.png', label: 'x' },
    price_range: { minimum_price: { regular_price: money(145.35) } },
    sqft_per_box: 15.5,
    tile_size: '300x600 mm',
    price_per_box: 2252.92,
  },
};

export const cart: CartData = {
  id: 'c1',
  pincode: null,
  email: null,
  total_quantity: 3,
  applied_coupons: null,
  items: [item],
  prices: { grand_total: money(6758.76), subtotal_including_tax: money(6758.76), discounts: null },
};
