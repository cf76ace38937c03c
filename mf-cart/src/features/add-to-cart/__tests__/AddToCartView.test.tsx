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
  it('is a form that says what it adds: sent before the module is live, its fields are the add', () => {
    renderView({ withQuantity: false, plan: planBoxes(3, 15.5) });
    const form = screen.getByRole('button', { name: /Add to cart/ }).closest('form')!;
    expect(Object.fromEntries(new FormData(form))).toEqual({ sku: 'TL-1001', qty: '3' });
    // A form that goes nowhere by itself: no page load, whatever happens before the code is here.
    expect(form).toHaveAttribute('method', 'dialog');
  });
  it('sends no quantity it could not add', () => {
    renderView({ plan: null });
    const form = screen.getByRole('button', { name: /Add to cart/ }).closest('form')!;
    expect(Object.fromEntries(new FormData(form))).toEqual({ sku: 'TL-1001' });
  });
});
