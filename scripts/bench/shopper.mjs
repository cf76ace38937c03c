// One simulated shopper for the load-and-fault bench: browses, fills a cart, places a guest order, sends a lead.
// Every request goes through `client`, which times it and retries network failures (the backend may be down) with
// the same payload: a lead with the same Idempotency-Key, placeOrder for the same cart.

const ADDRESS = {
  firstname: 'Bench',
  lastname: 'Shopper',
  street: ['1 MG Road'],
  city: 'Pune',
  region_id: 582,
  postcode: '411001',
  country_code: 'IN',
  telephone: '9876543210',
};
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/**
 * HTTP with timing and retries. `requests` counts answered requests (their latency is kept); a network error or 5xx
 * counts in `errors` and is retried until `giveUpAt`.
 */
export function createClient(base, stats, giveUpAt) {
  async function once(path, init) {
    const started = performance.now();
    try {
      const res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
      const body = await res.json().catch(() => null);
      if (res.status >= 500) {
        stats.errors++;
        return { retry: true };
      }
      stats.requests++;
      stats.latencies.push(performance.now() - started);
      return { status: res.status, body };
    } catch {
      stats.errors++;
      return { retry: true };
    }
  }
  async function request(path, init) {
    for (;;) {
      const answer = await once(path, init);
      if (!answer.retry) return answer;
      if (Date.now() > giveUpAt()) return null;
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  const json = (body, headers = {}) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    graphql: async (query, variables = {}) => (await request('/graphql', json({ query, variables })))?.body ?? null,
    post: (path, body, headers) => request(path, json(body, headers)),
  };
}

const cartStep = (field, input) => `mutation ($id: String!) { ${field}(input: { cart_id: $id, ${input} }) { cart { id } } }`;

/** Browse a listing and a product, add one or two lines, check out as a guest. Records the order it is told about. */
async function shopAndOrder(client, record) {
  const listing = await client.graphql(
    `{ products(filter: { category_url_path: { eq: "tiles" } }, pageSize: 12, currentPage: ${1 + Math.floor(Math.random() * 5)}) { items { sku url_key } } }`,
  );
  const items = listing?.data?.products?.items ?? [];
  if (!items.length) return;
  const chosen = pick(items);
  await client.graphql('query ($k: String!) { products(filter: { url_key: { eq: $k } }) { items { sku name price_per_box } } }', {
    k: chosen.url_key,
  });
  const id = (await client.graphql('mutation { createEmptyCart }'))?.data?.createEmptyCart;
  if (!id) return;
  for (const { sku } of [chosen, pick(items)]) {
    await client.graphql(
      `mutation ($id: String!, $sku: String!) { addSimpleProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: $sku, quantity: ${1 + Math.floor(Math.random() * 20)} } }] }) { cart { id } } }`,
      { id, sku },
    );
  }
  await client.graphql(
    'mutation ($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }',
    { id, a: ADDRESS },
  );
  await client.graphql(cartStep('setBillingAddressOnCart', 'billing_address: { same_as_shipping: true }'), { id });
  await client.graphql(cartStep('setShippingMethodsOnCart', 'shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }]'), {
    id,
  });
  await client.graphql(cartStep('setPaymentMethodOnCart', 'payment_method: { code: "cashondelivery" }'), { id });
  await client.graphql(cartStep('setGuestEmailOnCart', 'email: "bench@example.in"'), { id });
  record.ordersAttempted.push(id);
  const placed = await client.graphql(
    'mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } errors { code } } }',
    { id },
  );
  const number = placed?.data?.placeOrder?.orderV2?.number;
  if (number) record.orders.push({ number, cartId: id });
}

/** A callback request with its own key, resent with the same key until the backend acknowledges it. */
async function sendLead(client, record, n) {
  const key = `bench-${record.runId}-${n}`;
  const phone = `9${String(n).padStart(9, '0')}`;
  const answer = await client.post(
    '/rest/callback',
    { name: 'Bench Lead', phone, pincode: '411001', source: 'bench' },
    { 'Idempotency-Key': key },
  );
  if (answer && (answer.status === 200 || answer.status === 201)) record.leads.push({ key, phone });
}

/** Runs one shopper until `until`: each round browses and orders, then sends a lead. */
export async function runShopper(client, record, until, nextLeadNumber) {
  while (Date.now() < until) {
    await shopAndOrder(client, record);
    await sendLead(client, record, nextLeadNumber());
  }
}
