import { parseAddToCartProps } from '../../contracts/addToCartProps';
import eventsSchema from '../../contracts/schemas/events.schema.json';
import propsSchema from '../../contracts/schemas/props.schema.json';
import { createBus } from '../../events/bus';
import type { TilesEventMap } from '../../events/catalogue';
import { eventContractErrors, propsContractErrors, watchBusContract } from '../contracts';

/** One payload per event as its producer sends it (TypeScript holds these to the catalogue too). */
const KEPT: { [K in keyof TilesEventMap]: TilesEventMap[K] } = {
  'cart:changed': { cartId: 'A'.repeat(32), itemCount: 2, grandTotal: 1234.5, currency: 'INR', reason: 'added' },
  'cart:open-requested': { source: 'add-to-cart' },
  'customer:changed': { signedIn: true, firstname: 'Asha' },
  'leads:form-filled': { at: '2026-01-01T10:00:00.000Z', source: 'get-in-touch' },
  'leads:popup-requested': { popup: 'getInTouch', source: 'timer' },
  'leads:popup-close-requested': { popup: 'all', source: 'route' },
  'leads:popup-opened': { popup: 'locationPopup' },
  'leads:popup-closed': { popup: 'timePopup' },
  'leads:popup-refused': { popup: 'tarrekImage', reason: 'form-filled' },
  'leads:callback-requested': { source: 'callback-button:inline', productName: 'Marble Grey', sku: 'TL-1001' },
  'search:submitted': { query: 'marble', kind: 'voice' },
};

/** Payloads a consumer does not expect: each must be refused, with the field named. */
const BROKEN: [name: string, payload: unknown, complaint: RegExp][] = [
  ['cart:changed', { cartId: null, reason: 'added' }, /must have required property 'itemCount'/],
  ['cart:changed', { cartId: null, itemCount: '2', reason: 'added' }, /\/itemCount: must be number/],
  ['cart:changed', { cartId: null, itemCount: 2, reason: 'emptied' }, /\/reason: must be equal to one of the allowed values/],
  ['cart:changed', { cartId: null, count: 2, itemCount: 2, reason: 'added' }, /must NOT have additional properties \(count\)/],
  ['customer:changed', { signedIn: 'yes' }, /\/signedIn: must be boolean/],
  ['leads:popup-requested', { popup: 'newsletter', source: 'timer' }, /\/popup/],
  ['search:submitted', { query: 'marble', kind: 'barcode' }, /\/kind: must be equal to one of the allowed values/],
  ['search:submitted', 'marble', /must be object/],
  ['cart:emptied', {}, /cart:emptied: not in the events contract/],
];

describe('the events contract (schema generated from TilesEventMap)', () => {
  it('names every event of the catalogue, and the payloads producers send keep it', () => {
    expect(Object.keys(eventsSchema.properties).sort()).toEqual(Object.keys(KEPT).sort());
    for (const [name, payload] of Object.entries(KEPT)) expect(eventContractErrors(name, payload)).toEqual([]);
  });

  it('a state event with only its required fields keeps it (optional fields stay optional)', () => {
    expect(eventContractErrors('cart:changed', { cartId: null, itemCount: 0, reason: 'reset' })).toEqual([]);
    expect(eventContractErrors('customer:changed', { signedIn: false })).toEqual([]);
  });

  it.each(BROKEN)('refuses a broken %s payload: %j', (name, payload, complaint) => {
    const errors = eventContractErrors(name, payload);
    expect(errors.join('\n')).toMatch(complaint);
  });

  it('watchBusContract reports what a publisher sent against the contract, once', () => {
    const bus = createBus();
    const watch = watchBusContract(bus);
    bus.publish('cart:changed', KEPT['cart:changed']);
    expect(watch.take()).toEqual([]);
    // A producer built against another catalogue (or cast past the compiler): renamed the badge figure.
    bus.publish('cart:changed', { cartId: null, count: 3, reason: 'added' } as never);
    const seen = watch.take();
    expect(seen).toContain("cart:changed: must have required property 'itemCount'");
    expect(seen).toContain('cart:changed: must NOT have additional properties (count)');
    expect(watch.take()).toEqual([]);
    watch.stop();
    bus.publish('search:submitted', { query: 1 } as never);
    expect(watch.take()).toEqual([]);
  });
});

describe('the props contract of exposed modules (schema generated from RemoteModules)', () => {
  it('names the same modules as RemoteModules', () => {
    expect(Object.keys(propsSchema.properties)).toEqual(propsSchema.required);
    expect(propsSchema.required.length).toBeGreaterThan(10);
  });

  it('accepts the props the shell passes: data, React nodes as slots and render functions', () => {
    expect(
      propsContractErrors('mf_cart/AddToCart', { sku: 'TL-1001', name: 'Marble', sqftPerBox: 15.5, boxes: 3, withQuantity: true }),
    ).toEqual([]);
    expect(propsContractErrors('mf_header/Header', { searchSlot: <input />, cartSlot: null, callbackSlot: 'Call us' })).toEqual([]);
    const slots = {
      renderAddToCart: () => null,
      renderCallbackButton: () => null,
      renderSearchBox: () => null,
      renderCategorySlider: () => null,
    };
    expect(propsContractErrors('mf_catalog/HomePage', { slots })).toEqual([]);
    expect(propsContractErrors('mf_cart/MiniCart', {})).toEqual([]);
  });

  it('refuses props a module does not take: a missing or mistyped field, an unknown prop, a missing render prop', () => {
    expect(propsContractErrors('mf_cart/AddToCart', { sku: 'TL-1001', name: 'Marble' }).join()).toMatch(/sqftPerBox/);
    expect(propsContractErrors('mf_cart/AddToCart', { sku: 'TL-1001', name: 'Marble', sqftPerBox: '15' }).join()).toMatch(
      /\/sqftPerBox: must be number/,
    );
    expect(propsContractErrors('mf_cart/MiniCart', { open: true })).not.toEqual([]);
    expect(propsContractErrors('mf_search/SearchResultsPage', { slots: {} }).join()).toMatch(/renderAddToCart/);
    expect(propsContractErrors('mf_cart/Wishlist' as never, {})).toEqual(['mf_cart/Wishlist: not in the props contract']);
  });

  it('what parseAddToCartProps passes on from a server render keeps the contract', () => {
    const crossed = [
      { sku: 'TL-1', name: 'A', sqftPerBox: 10 },
      { sku: 'TL-2', name: 'B', sqftPerBox: 12.5, boxes: 4, withQuantity: false, extra: 'dropped' },
    ];
    for (const value of crossed) expect(propsContractErrors('mf_cart/AddToCart', parseAddToCartProps(value))).toEqual([]);
  });
});
