import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddToCartView, type AddToCartViewProps } from '../AddToCartView';
import { planQuantity } from '../quantity';

function renderView(over: Partial<AddToCartViewProps> = {}) {
  const props: AddToCartViewProps = { name: 'Quartz', withQuantity: true, mode: 'area', entry: '100', plan: planQuantity('area', '100', 15.5),
    entryError: null, pending: false, error: null, status: '', onModeChange: jest.fn(), onEntryChange: jest.fn(), onAdd: jest.fn(), ...over };
  render(<AddToCartView {...props} />);
  return props;
}

describe('AddToCartView', () => {
  it('shows the wastage allowance and the whole boxes an area needs', () => {
    renderView();
    expect(screen.getByText(/110 sq\.ft incl\. 10% wastage allowance → 8 boxes \(covers 124 sq\.ft\)/)).toBeInTheDocument();
  });
  it('the button is named for the product and disabled while adding', async () => {
    const props = renderView();
    await userEvent.click(screen.getByRole('button', { name: /Add to cart.*Quartz/ }));
    expect(props.onAdd).toHaveBeenCalledTimes(1);
  });
  it('cannot add while pending or with an invalid entry', () => {
    renderView({ pending: true });
    expect(screen.getByRole('button', { name: /Adding/ })).toBeDisabled();
  });
  it('an invalid entry is explained next to the field', () => {
    renderView({ entry: '', plan: null, entryError: 'Enter the area in sq.ft.' });
    expect(screen.getByLabelText('Area to cover in sq.ft')).toHaveAccessibleDescription('Enter the area in sq.ft.');
    expect(screen.getByRole('button', { name: /Add to cart/ })).toBeDisabled();
  });
  it('shows a server error as an alert', () => {
    renderView({ withQuantity: false, error: 'Could not find a product with SKU "X"' });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not find a product');
  });
});
