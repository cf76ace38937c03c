import type { TestBackend } from '../../testing/testServer';

/** The cart fields the tests read, in Magento's shape. */
export const CART_FIELDS = /* GraphQL */ `
  id pincode email total_quantity is_virtual
  items { uid id quantity product { sku name } prices { price { value currency } row_total { value } total_item_discount { value } discounts { label amount { value } } } }
  prices { grand_total { value currency } subtotal_including_tax { value } subtotal_excluding_tax { value } discounts { label amount { value } } applied_taxes { label amount { value } } }
  applied_coupons { code }
`;

export interface TestCart {
  id: string;
  pincode: string | null;
  email: string | null;
  total_quantity: number;
  items: {
    uid: string;
    id: string;
    quantity: number;
    product: { sku: string; name: string };
    prices: {
      price: { value: number; currency: string };
      row_total: { value: number };
      total_item_discount: { value: number };
      discounts: { label: string; amount: { value: number } }[];
    };
  }[];
  prices: {
    grand_total: { value: number; currency: string };
    subtotal_including_tax: { value: number };
    subtotal_excluding_tax: { value: number };
    discounts: { label: string; amount: { value: number } }[] | null;
    applied_taxes: { label: string; amount: { value: number } }[];
  };
  applied_coupons: { code: string }[] | null;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function newGuestCart(backend: TestBackend): Promise<string> {
  const { data } = await backend.graphql<{ createEmptyCart: string }>('mutation { createEmptyCart }');
  return data!.createEmptyCart;
}

export async function addSku(backend: TestBackend, cartId: string, sku: string, quantity: number, headers: Record<string, string> = {}) {
  return backend.graphql<{ addSimpleProductsToCart: { cart: TestCart } }>(
    `mutation ($cartId: String!, $sku: String!, $qty: Float!) { addSimpleProductsToCart(input: { cart_id: $cartId, cart_items: [{ data: { sku: $sku, quantity: $qty } }] }) { cart { ${CART_FIELDS} } } }`,
    { cartId, sku, qty: quantity },
    headers,
  );
}

export async function firstSkus(backend: TestBackend, count = 2): Promise<{ sku: string; price_per_box: number }[]> {
  const { data } = await backend.graphql<{ products: { items: { sku: string; price_per_box: number }[] } }>(
    `{ products(filter: { category_url_path: { eq: "tiles" } }, pageSize: ${count}) { items { sku price_per_box } } }`,
  );
  return data!.products.items;
}
