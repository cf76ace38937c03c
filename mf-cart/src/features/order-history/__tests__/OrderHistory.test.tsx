import { render, screen, within } from '@testing-library/react';
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
const order: CustomerOrder = {
  number: '000000012',
  order_date: '2026-11-23 10:00:00',
  status: 'Pending',
  shipping_method: 'Flat Rate - Zone delivery: South',
  payment_methods: [{ name: 'Cash On Delivery' }],
  items: [{ id: 'MQ==', product_name: 'Quartz Wooden Cream', product_sku: 'T-001', quantity_ordered: 4, product_sale_price: inr(2252.92) }],
  total: { subtotal: inr(9011.68), discounts: [], total_shipping: inr(400), total_tax: inr(1374.66), grand_total: inr(9411.68) },
  shipping_address: address,
  billing_address: address,
};

describe('OrderHistory', () => {
  it('lists orders with number, date, status and total; the detail shows items, totals and addresses', async () => {
    render(<OrderHistory orders={[order]} loading={false} error={null} />);
    const summary = screen.getByText('Order #000000012').closest('summary') as HTMLElement;
    expect(summary).toHaveTextContent('23 Nov 2026');
    expect(summary).toHaveTextContent('Pending');
    expect(summary).toHaveTextContent('₹9,411.68');
    await userEvent.click(summary);
    const items = screen.getByRole('table', { name: 'Items in order 000000012' });
    expect(within(items).getByRole('row', { name: /Quartz Wooden Cream/ })).toHaveTextContent('4');
    expect(screen.getByText(/Delivered to:/).parentElement).toHaveTextContent('Asha Patel, 4 Anna Salai, Chennai, Tamil Nadu 600002');
  });

  it('says when there are no orders yet', () => {
    render(<OrderHistory orders={[]} loading={false} error={null} />);
    expect(screen.getByText('No orders yet.')).toBeInTheDocument();
  });
});
