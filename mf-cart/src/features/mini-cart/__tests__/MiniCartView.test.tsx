import '../../../testing/textEncoder';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { CartData, CartItem } from '../../cart-identity/types';
import { MiniCartView, type MiniCartViewProps } from '../MiniCartView';

const money = (value: number) => ({ value, currency: 'INR' });
const item: CartItem = {
  uid: 'MQ==', quantity: 3,
  prices: { price: money(2252.92), row_total: money(6758.76), total_item_discount: money(0), discounts: [] },
  product: { sku: 'TL-1001', name: 'Quartz Wooden Cream Rustic', url_key: 'quartz', small_image: { url: '/img.png', label: 'x' },
    price_range: { minimum_price: { regular_price: money(145.35) } }, sqft_per_box: 15.5, tile_size: '300x600 mm', price_per_box: 2252.92 },
};
const cart: CartData = { id: 'c1', pincode: null, email: null, total_quantity: 3, applied_coupons: null, items: [item],
  prices: { grand_total: money(6758.76), subtotal_including_tax: money(6758.76), discounts: null } };

function renderView(over: Partial<MiniCartViewProps> = {}) {
  const props: MiniCartViewProps = { cart, items: [item], isOpen: true, notice: null, removing: null,
    onToggle: jest.fn(), onClose: jest.fn(), onRemove: jest.fn(), ...over };
  render(<MemoryRouter><MiniCartView {...props} /></MemoryRouter>);
  return props;
}

describe('MiniCartView', () => {
  it('the cart button names the cart and the number of line items', () => {
    renderView({ isOpen: false });
    const button = screen.getByRole('button', { name: /cart/i });
    expect(button).toHaveAccessibleName('Cart , 1 item');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows each item with size, boxes, the sq.ft they cover and the row total', () => {
    renderView();
    const dialog = screen.getByRole('dialog', { name: 'Shopping cart' });
    expect(dialog).toHaveTextContent('Quartz Wooden Cream Rustic');
    expect(dialog).toHaveTextContent('Size 300x600 mm');
    expect(dialog).toHaveTextContent('3 boxes · 46.5 sq.ft');
    expect(dialog).toHaveTextContent('₹6,758.76');
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/checkout/cart');
  });

  it('removes by the "Remove <name>" button and closes by its close button', async () => {
    const props = renderView();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Quartz Wooden Cream Rustic' }));
    expect(props.onRemove).toHaveBeenCalledWith(item);
    await userEvent.click(screen.getByRole('button', { name: 'Close shopping cart' }));
    expect(props.onClose).toHaveBeenCalled();
  });

  it('has an empty state and a polite notice region', () => {
    renderView({ items: [], notice: 'Quartz was removed from your cart.' });
    expect(screen.getByRole('dialog')).toHaveTextContent('Your cart is empty.');
    expect(screen.getByRole('status')).toHaveTextContent('Quartz was removed from your cart.');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });
});
