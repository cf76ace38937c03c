import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddToCartView, type AddToCartViewProps } from '../AddToCartView';
import { planBoxes } from '../quantity';

function renderView(over: Partial<AddToCartViewProps> = {}) {
  const props: AddToCartViewProps = {
    sku: 'TL-1001',
    name: 'Quartz',
    withQuantity: true,
    plan: planBoxes(9, 15.5),
    pending: false,
    error: null,
    status: '',
    onAdd: jest.fn(),
    returnTo: '/tiles/wooden-tiles?p=2',
    ...over,
  };
  render(<AddToCartView {...props} />);
  return props;
}

describe('AddToCartView', () => {
  it('on a product page says how many boxes it adds, and has no quantity field of its own', () => {
    renderView();
    expect(screen.getByText(/Adds 9 boxes \(covers 139\.5 sq\.ft\)/)).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
  it('the button is named for the product', async () => {
    const props = renderView();
    await userEvent.click(screen.getByRole('button', { name: /Add to cart.*Quartz/ }));
    expect(props.onAdd).toHaveBeenCalledTimes(1);
  });
  it('cannot add while pending', () => {
    renderView({ pending: true });
    expect(screen.getByRole('button', { name: /Adding/ })).toBeDisabled();
  });
  it('a card shows the compact button only', () => {
    renderView({ withQuantity: false, plan: planBoxes(1, 15.5) });
    expect(screen.queryByText(/Adds/)).toBeNull();
  });
  it('shows a server error as an alert', () => {
    renderView({ withQuantity: false, error: 'Could not find a product with SKU "X"' });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not find a product');
  });
  it('is a form that posts what it adds to Magento’s add path: without scripts (or before them) the store adds it', () => {
    renderView({ withQuantity: false, plan: planBoxes(3, 15.5) });
    const form = screen.getByRole('button', { name: /Add to cart/ }).closest('form')!;
    expect(Object.fromEntries(new FormData(form))).toEqual({ sku: 'TL-1001', qty: '3', return: '/tiles/wooden-tiles?p=2' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/checkout/cart/add');
  });
  it('once live, the same form adds in place: its submit goes no further than the page', () => {
    const props = renderView({ withQuantity: false, plan: planBoxes(1, 15.5) });
    const form = screen.getByRole('button', { name: /Add to cart/ }).closest('form')!;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(props.onAdd).toHaveBeenCalledTimes(1);
  });
  it('sends no quantity it could not add', () => {
    renderView({ plan: null });
    const form = screen.getByRole('button', { name: /Add to cart/ }).closest('form')!;
    expect(Object.fromEntries(new FormData(form))).toEqual({ sku: 'TL-1001', return: '/tiles/wooden-tiles?p=2' });
  });
});
