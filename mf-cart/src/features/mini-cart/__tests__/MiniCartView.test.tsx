import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@tiles/shared';
import { cart, item } from '../../../testing/fixtures';
import { MiniCartView, type MiniCartViewProps } from '../MiniCartView';

function renderView(over: Partial<MiniCartViewProps> = {}) {
  const props: MiniCartViewProps = {
    cart,
    items: [item],
    isOpen: true,
    notice: null,
    removing: null,
    onToggle: jest.fn(),
    onClose: jest.fn(),
    onRemove: jest.fn(),
    ...over,
  };
  render(
    <MemoryRouter>
      <MiniCartView {...props} />
    </MemoryRouter>,
  );
  return props;
}

describe('MiniCartView', () => {
  it('the cart link names the cart and the number of line items', () => {
    renderView({ isOpen: false });
    const button = screen.getByRole('link', { name: /^cart/i });
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
  it('where the cart is not known (the server) is the same link, saying nothing of a panel or a count', () => {
    renderView({ cart: undefined, items: [], isOpen: false });
    const link = screen.getByRole('link', { name: /^cart/i });
    expect(link).toHaveAttribute('href', '/checkout/cart');
    expect(link).not.toHaveAttribute('aria-expanded');
    expect(link).toHaveAccessibleName('Cart');
  });

  it('a plain click opens the panel instead of the page; a click for a new tab still opens the page', () => {
    const props = renderView({ isOpen: false });
    const link = screen.getByRole('link', { name: /^cart/i });
    expect(fireEvent.click(link)).toBe(false);
    expect(props.onToggle).toHaveBeenCalledTimes(1);
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(props.onToggle).toHaveBeenCalledTimes(1);
  });
});
