import { render as renderView, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@tiles/shared';
import userEvent from '@testing-library/user-event';
import { OrderHistory } from '../OrderHistory';
import type { CustomerOrder } from '../types';

const inr = (value: number) => ({ value, currency: 'INR' as const });
const address = {
  firstname: 'Asha',
  lastname: 'Patel',
  street: ['4 Anna Salai'],
  city: 'Chennai',
  region: 'Tamil Nadu',
  postcode: '600002',
  telephone: '9876543210',
};
const render = (ui: ReactElement) => renderView(<MemoryRouter>{ui}</MemoryRouter>);
const noCancelling = { enabled: false, reasons: [] };
const order: CustomerOrder = {
  id: 'MTI=',
  number: '000000012',
  order_date: '2026-11-23 10:00:00',
  status: 'Pending',
  status_code: 'pending',
  status_history: [{ status: 'pending', changed_at: '2026-11-23 10:00:00' }],
  shipments: [],
  shipping_method: 'Flat Rate - Zone delivery: South',
  payment_methods: [{ name: 'Cash On Delivery' }],
  items: [{ id: 'MQ==', product_name: 'Quartz Wooden Cream', product_sku: 'T-001', quantity_ordered: 4, product_sale_price: inr(2252.92) }],
  total: { subtotal: inr(9011.68), discounts: [], total_shipping: inr(400), total_tax: inr(1374.66), grand_total: inr(9411.68) },
  shipping_address: address,
  billing_address: address,
};

describe('OrderHistory', () => {
  it('lists orders with number, date, status and total; the detail shows items, totals and addresses', async () => {
    render(<OrderHistory orders={[order]} cancellation={noCancelling} loading={false} error={null} onOrderChanged={() => {}} />);
    const summary = screen.getByText('Order #000000012').closest('summary') as HTMLElement;
    expect(summary).toHaveTextContent('23 Nov 2026');
    expect(summary).toHaveTextContent('Pending');
    expect(summary).toHaveTextContent('₹9,411.68');
    await userEvent.click(summary);
    const items = screen.getByRole('table', { name: 'Items in order 000000012' });
    expect(within(items).getByRole('row', { name: /Quartz Wooden Cream/ })).toHaveTextContent('4');
    expect(screen.getByText(/Delivered to:/).parentElement).toHaveTextContent('Asha Patel, 4 Anna Salai, Chennai, Tamil Nadu 600002');
  });

  it('shows a shipped order’s steps with their days, the carrier’s tracking link, and no cancelling', async () => {
    const shipped: CustomerOrder = {
      ...order,
      status: 'Shipped',
      status_code: 'shipped',
      status_history: [
        { status: 'pending', changed_at: '2026-11-23 10:00:00' },
        { status: 'processing', changed_at: '2026-11-24 09:00:00' },
        { status: 'shipped', changed_at: '2026-11-25 12:00:00' },
      ],
      shipments: [{ id: 'MQ==', tracking: [{ title: 'Blue Dart', number: 'BD123', tracking_url: 'https://www.bluedart.com/t?n=BD123' }] }],
    };
    render(
      <OrderHistory
        orders={[shipped]}
        cancellation={{ enabled: true, reasons: ['Other'] }}
        loading={false}
        error={null}
        onOrderChanged={() => {}}
      />,
    );
    await userEvent.click(screen.getByText('Order #000000012'));
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Placed: 23 Nov 2026',
      'Packed: 24 Nov 2026',
      'Shipped: 25 Nov 2026',
      'Delivered: not yet',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('link', { name: /Track with Blue Dart \(BD123\)/ })).toHaveAttribute(
      'href',
      'https://www.bluedart.com/t?n=BD123',
    );
    expect(screen.queryByRole('form', { name: 'Cancel this order' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Order these tiles again' })).toBeEnabled();
  });

  it('offers cancelling a pending order with the store’s reasons, and opens the order a mail links to', () => {
    render(
      <OrderHistory
        orders={[order]}
        cancellation={{ enabled: true, reasons: ['Other'] }}
        loading={false}
        error={null}
        onOrderChanged={() => {}}
        openOrderId="MTI="
      />,
    );
    const form = screen.getByRole('form', { name: 'Cancel this order' });
    expect(within(form).getByRole('combobox', { name: 'Why are you cancelling?' })).toBeRequired();
    expect(within(form).getByRole('option', { name: 'Other' })).toBeInTheDocument();
    expect(screen.getByText('Order #000000012').closest('details')).toHaveAttribute('open');
  });

  it('says when there are no orders yet', () => {
    render(<OrderHistory orders={[]} cancellation={noCancelling} loading={false} error={null} onOrderChanged={() => {}} />);
    expect(screen.getByText('No orders yet.')).toBeInTheDocument();
  });
});
