import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@tiles/shared';
import { cart, item, money } from '../../../testing/fixtures';
import { CartPageView, type CartPageViewProps } from '../CartPageView';

function renderView(over: Partial<CartPageViewProps> = {}) {
  const props: CartPageViewProps = {
    cart,
    items: [item],
    loading: false,
    loadError: null,
    busy: null,
    live: true,
    refusedRow: null,
    message: null,
    savedPincode: '',
    delivery: { kind: 'none' },
    onQuantity: jest.fn(),
    onRemove: jest.fn(),
    onPincode: jest.fn(),
    onApplyCoupon: jest.fn(),
    onRemoveCoupon: jest.fn(),
    ...over,
  };
  render(
    <MemoryRouter>
      <CartPageView {...props} />
    </MemoryRouter>,
  );
  return props;
}

describe('CartPageView', () => {
  it('shows MRP per sq.ft and the price per box, and updates whole boxes', async () => {
    const props = renderView();
    const row = screen.getByRole('listitem');
    expect(row).toHaveTextContent('MRP ₹145.35 / sq.ft · ₹2,252.92 / box (15.5 sq.ft)');
    const qty = within(row).getByRole('spinbutton', { name: 'Boxes' });
    await userEvent.clear(qty);
    await userEvent.type(qty, '2.5');
    expect(within(row).getByRole('button', { name: /Update quantity/ })).toBeDisabled();
    expect(qty).toHaveAccessibleDescription('Enter a whole number of boxes.');
    await userEvent.clear(qty);
    await userEvent.type(qty, '4');
    await userEvent.click(within(row).getByRole('button', { name: /Update quantity/ }));
    expect(props.onQuantity).toHaveBeenCalledWith(item, 4);
  });

  it('before its code is live (the server’s HTML), Update and Remove are pressable forms that post to the store', () => {
    renderView({ live: false });
    const row = screen.getByRole('listitem');
    const update = within(row).getByRole('button', { name: /Update quantity/ });
    const remove = within(row).getByRole('button', { name: /^Remove/ });
    expect(update).toBeEnabled();
    expect(remove).toBeEnabled();
    expect(update.closest('form')).toHaveAttribute('action', '/checkout/cart/updatePost');
    expect(update.closest('form')).toHaveAttribute('method', 'post');
    expect(remove.closest('form')).toHaveAttribute('action', '/checkout/cart/delete');
    expect(new FormData(update.closest('form')!).get('item')).toBe(item.uid);
    expect(new FormData(update.closest('form')!).get('qty')).toBe(String(item.quantity));
    expect(new FormData(remove.closest('form')!).get('item')).toBe(item.uid);
  });

  it('live, one press is one change in place: the forms’ own posts are held back', () => {
    const props = renderView();
    const row = screen.getByRole('listitem');
    const qty = within(row).getByRole('spinbutton', { name: 'Boxes' });
    fireEvent.change(qty, { target: { value: '5' } });
    expect(fireEvent.submit(qty.closest('form')!)).toBe(false);
    expect(props.onQuantity).toHaveBeenCalledTimes(1);
    expect(
      fireEvent.submit(
        within(row)
          .getByRole('button', { name: /^Remove/ })
          .closest('form')!,
      ),
    ).toBe(false);
    expect(props.onRemove).toHaveBeenCalledTimes(1);
    expect(props.onRemove).toHaveBeenCalledWith(item);
  });

  it('a quantity the store refused is shown again in its row, with the reason in view', () => {
    renderView({
      live: false,
      refusedRow: { uid: item.uid, typed: '0' },
      message: { text: 'Enter a whole number from 1 to 10,000.', kind: 'error', area: 'items', drawn: true },
    });
    expect(screen.getByRole('spinbutton', { name: 'Boxes' })).toHaveValue(0);
    expect(screen.getByRole('spinbutton', { name: 'Boxes' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a whole number from 1 to 10,000.')).toHaveClass('cart-message--error');
  });

  it('a change the store made after a form (a new page) is said in view, not only announced', () => {
    renderView({ message: { text: 'The tile was removed from your cart.', kind: 'ok', area: 'items', drawn: true } });
    expect(screen.getByText('The tile was removed from your cart.')).toHaveClass('cart-message');
    expect(screen.getByText('The tile was removed from your cart.')).toHaveRole('status');
  });

  it('lists each discount with its label, and the grand total with currency', () => {
    renderView({
      cart: {
        ...cart,
        applied_coupons: [{ code: 'TILES10' }],
        prices: {
          grand_total: money(6082.88),
          subtotal_including_tax: money(6758.76),
          discounts: [{ label: '10% off tiles (TILES10)', amount: money(675.88) }],
        },
      },
    });
    const totals = screen.getByRole('region', { name: 'Order summary' });
    expect(totals).toHaveTextContent('Discount: 10% off tiles (TILES10)−₹675.88');
    expect(totals).toHaveTextContent('Grand total₹6,082.88 INR');
    expect(screen.getByRole('button', { name: 'Remove coupon' })).toBeInTheDocument();
  });

  it('shows a coupon error next to the coupon field', () => {
    renderView({ message: { text: "The coupon code isn't valid. Verify the code and try again.", kind: 'error', area: 'coupon' } });
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveAccessibleDescription(
      "The coupon code isn't valid. Verify the code and try again.",
    );
  });

  it('shows what delivery to the pincode costs (or that it is free) before checkout', () => {
    renderView({ savedPincode: '411001', delivery: { kind: 'cost', pincode: '411001', amount: money(400) } });
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Delivery to 411001').nextElementSibling).toHaveTextContent('₹400.00');
    expect(summary).toHaveTextContent('Delivery is added at checkout.');
  });

  it('says where the store cannot deliver', () => {
    renderView({ savedPincode: '744101', delivery: { kind: 'unserved', pincode: '744101' } });
    expect(screen.getByRole('alert')).toHaveTextContent('We cannot deliver tiles to pincode 744101 yet.');
  });

  it('marks a line with more boxes than are left with Magento message, tied to its quantity field', () => {
    const short = { ...item, errors: [{ code: 'ITEM_QTY' as const, message: 'The requested qty is not available' }] };
    renderView({ items: [short] });
    const row = screen.getByRole('listitem');
    expect(within(row).getByText('The requested qty is not available')).toBeInTheDocument();
    expect(within(row).getByRole('spinbutton', { name: 'Boxes' })).toHaveAccessibleDescription(/The requested qty is not available/);
  });

  it('marks a line whose tile sold out, and says nothing for a line in stock', () => {
    const gone = { ...item, errors: [{ code: 'ITEM_QTY' as const, message: 'Product that you are trying to add is not available.' }] };
    renderView({ items: [gone] });
    expect(screen.getByText('Product that you are trying to add is not available.')).toBeInTheDocument();
  });

  it('says nothing about stock for a line in stock', () => {
    renderView();
    expect(screen.queryByText(/not available/)).not.toBeInTheDocument();
  });

  it('has an empty state', () => {
    renderView({ items: [] });
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  });
});
