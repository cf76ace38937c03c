import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddToCartView, type AddToCartViewProps } from '../AddToCartView';
import { planBoxes } from '../quantity';

function renderView(over: Partial<AddToCartViewProps> = {}) {
  const props: AddToCartViewProps = {
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
});
