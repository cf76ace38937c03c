import type { ReactElement } from 'react';
import type { RemoteModuleId } from '@tiles/shared';
import { propsContractErrors } from '@tiles/shared/src/testing/contracts';
import { headerSlots, slotRenderers } from '../slotRenderers';

/** What a slot the shell draws hands its module: RemoteSlot's `id` and `props`. */
const slotOf = (node: unknown) => (node as ReactElement<{ id: RemoteModuleId; props: unknown }>).props;

describe('the props the shell passes each exposed module keep its props contract', () => {
  it.each([
    ['a listing card', { sku: 'TL-1001', name: 'Marble Grey', sqftPerBox: 15.5 }],
    ['a product page with the calculator', { sku: 'TL-1001', name: 'Marble Grey', sqftPerBox: 15.5, boxes: 4, withQuantity: true }],
  ])('Add to cart on %s', (_, props) => {
    const slot = slotOf(slotRenderers.renderAddToCart(props));
    expect(slot.id).toBe('mf_cart/AddToCart');
    expect(propsContractErrors(slot.id, slot.props)).toEqual([]);
  });

  it('the callback button, the search box and the category slider on pages; the header’s own slots', () => {
    const drawn = [
      slotRenderers.renderCallbackButton({ productName: 'Marble Grey', sku: 'TL-1001', variant: 'inline' }),
      slotRenderers.renderSearchBox(),
      slotRenderers.renderCategorySlider(),
      headerSlots.searchBox(),
      headerSlots.miniCart(),
      headerSlots.callbackButton(),
    ].map(slotOf);
    expect(drawn.map((s) => s.id)).toEqual([
      'mf_leads/CallbackButton',
      'mf_search/SearchBox',
      'mf_header/CategorySlider',
      'mf_search/SearchBox',
      'mf_cart/MiniCart',
      'mf_leads/CallbackButton',
    ]);
    for (const slot of drawn) expect(propsContractErrors(slot.id, slot.props)).toEqual([]);
  });

  it('a prop a module does not take is refused (what a shell change that broke a remote would be told)', () => {
    expect(propsContractErrors('mf_leads/CallbackButton', { variant: 'footer' }).join()).toMatch(/\/variant/);
  });
});
