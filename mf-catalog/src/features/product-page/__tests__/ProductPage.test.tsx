import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@tiles/shared';
import type { AddToCartProps, CallbackButtonProps } from '@tiles/shared';
import { ProductPage } from '../ProductPage';
import type { ShownProductPage } from '../productPage.gql';

const product: ShownProductPage = {
  uid: 'MQ==',
  sku: 'TL-1001',
  name: 'Carrara Marble White Glossy',
  url_key: 'carrara-marble-white-glossy-600x600-tl-1001',
  stock_status: 'IN_STOCK',
  only_x_left_in_stock: null,
  meta_title: 'Carrara Marble White Glossy 600x600 mm',
  meta_description: 'A marble tile.',
  description: { html: '<p>Marble design in a glossy finish.</p>' },
  media_gallery: [
    { url: 'http://x/media/catalog/product/tl-1001.png', label: 'Carrara', position: 1 },
    { url: 'http://x/media/catalog/product/tl-1001.png?view=room', label: 'In a room', position: 2 },
  ],
  price_range: { minimum_price: { final_price: { value: 80, currency: 'INR' } } },
  tile_size: '600x600 mm',
  tile_size_ft: '2x2 ft',
  tile_type_label: 'Vitrified',
  tile_vitrified_kind: 'GVT',
  tile_design_label: 'Marble',
  tile_finish_label: 'Glossy',
  tile_colour_label: 'White',
  tile_area_labels: ['Bathroom', 'Kitchen'],
  tile_category_labels: ['Floor'],
  tile_collection: 'Aurora',
  thickness_mm: 8.5,
  sqft_per_box: 15.5,
  pieces_per_box: 4,
  price_per_box: 1240,
  related_products: [],
};

function setup(shown: ShownProductPage = product, address = '/carrara-marble') {
  const carts: AddToCartProps[] = [];
  const callbacks: CallbackButtonProps[] = [];
  render(
    <MemoryRouter initialEntries={[address]}>
      <ProductPage
        product={shown}
        slots={{
          renderAddToCart: (p) => {
            carts.push(p);
            return <button type="button">Add to cart</button>;
          },
          renderCallbackButton: (p) => {
            callbacks.push(p);
            return <button type="button">Request a callback</button>;
          },
        }}
      />
    </MemoryRouter>,
  );
  return { carts, callbacks, user: userEvent.setup() };
}

describe('ProductPage', () => {
  it('shows the attributes in mm and ft, and prices per sq.ft and per box', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: product.name })).toBeInTheDocument();
    expect(screen.getByText('600x600 mm (2x2 ft)')).toBeInTheDocument();
    expect(screen.getByText('Bathroom, Kitchen · Floor')).toBeInTheDocument();
    expect(screen.getByText(/per sq\.ft \(MRP/).closest('p')).toHaveTextContent('₹80.00 per sq.ft');
    expect(screen.getByText(/per box of 15.5 sq.ft \(4 pieces\)/)).toHaveTextContent('₹1,240');
    expect(document.title).toBe('Carrara Marble White Glossy, 600x600 mm, Glossy | ₹80.00 per sq.ft MRP');
  });

  it('feeds the boxes for 120 sq.ft (+10% wastage) to the cart button', async () => {
    const { carts, user } = setup();
    expect(carts.at(-1)).toMatchObject({ sku: 'TL-1001', boxes: 1, withQuantity: true, sqftPerBox: 15.5 });
    await user.click(screen.getByRole('radio', { name: /area in sq\.ft/i }));
    await user.type(screen.getByRole('textbox', { name: /area/i }), '120');
    expect(screen.getByTestId('cat-calc-boxes')).toHaveTextContent('9 boxes');
    expect(carts.at(-1)).toMatchObject({ boxes: 9 });
    await user.selectOptions(screen.getByRole('combobox', { name: /wastage/i }), '0');
    expect(carts.at(-1)).toMatchObject({ boxes: 8 });
  });

  it('measures a room in metres and explains bad input', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Length' }), '4');
    await user.type(screen.getByRole('textbox', { name: 'Width' }), '-3');
    expect(screen.getByRole('status')).toHaveTextContent(/greater than zero/);
    await user.clear(screen.getByRole('textbox', { name: 'Width' }));
    await user.type(screen.getByRole('textbox', { name: 'Width' }), '3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), 'm');
    // 12 m² = 129.17 sq.ft, +10% = 142.08 → 10 boxes of 15.5.
    expect(screen.getByTestId('cat-calc-boxes')).toHaveTextContent('10 boxes');
  });

  it('draws the answer to the calculator’s form sent without scripts, and feeds its boxes to the cart’s form', () => {
    const { carts } = setup(product, '/carrara-marble?calc_mode=area&calc_area=120&calc_wastage=0');
    expect(screen.getByRole('textbox', { name: /area/i })).toHaveValue('120');
    expect(screen.getByTestId('cat-calc-boxes')).toHaveTextContent('8 boxes');
    expect(carts.at(-1)).toMatchObject({ boxes: 8 });
    // Its fields and its button join the form that comes back to this page.
    const form = document.getElementById('cat-calc-form') as HTMLFormElement;
    expect(form).not.toHaveAttribute('action');
    expect([...new FormData(form).keys()]).toEqual(['calc_mode', 'calc_area', 'calc_wastage']);
    expect(screen.getByRole('button', { name: 'Calculate', hidden: true })).toHaveAttribute('form', 'cat-calc-form');
  });

  it('live, Enter in a field answers in place: the calculator’s form is not sent', () => {
    setup();
    const form = document.getElementById('cat-calc-form') as HTMLFormElement;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it('asks the leads team for an inline callback about this tile', () => {
    const { callbacks } = setup();
    expect(callbacks.at(-1)).toEqual({ productName: product.name, sku: 'TL-1001', variant: 'inline' });
  });

  it('says nothing about stock for a well-stocked tile', () => {
    setup();
    expect(screen.queryByText(/left|out of stock/i)).not.toBeInTheDocument();
  });

  it('shows "Only N boxes left" under the threshold, and still offers the cart button', () => {
    const { carts } = setup({ ...product, only_x_left_in_stock: 3 });
    expect(screen.getByText('Only 3 boxes left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(carts.at(-1)).toMatchObject({ sku: 'TL-1001' });
  });

  it('says "Out of stock", offers no cart button and tells search engines so', () => {
    const { carts } = setup({ ...product, stock_status: 'OUT_OF_STOCK' });
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(carts).toEqual([]);
    const ld = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent).join('');
    expect(ld).toContain('https://schema.org/OutOfStock');
  });
});
