import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@tiles/shared';
import { ListingView, type ListingViewProps } from '../ListingView';
import { parseListingParams } from '../listingParams';
import type { ShownProductCard } from '../../product-card/productCard.gql';

const card = (n: number): ShownProductCard => ({
  uid: `u${n}`,
  sku: `TL-${n}`,
  name: `Tile ${n}`,
  url_key: `tile-${n}`,
  small_image: { url: `http://x/media/catalog/product/tl-${n}.png`, label: `Tile ${n}` },
  tile_size: '600x600 mm',
  tile_size_ft: '2x2 ft',
  tile_finish_label: 'Matte',
  sqft_per_box: 15.5,
  stock_status: 'IN_STOCK',
  price_range: { minimum_price: { final_price: { value: 55.5, currency: 'INR' } } },
});

function setup(over: Partial<ListingViewProps> = {}) {
  const calls: string[] = [];
  const props: ListingViewProps = {
    title: 'Wooden Tiles',
    description: 'Shop wooden tiles.',
    status: 'ready',
    error: null,
    items: [card(1), card(2)],
    totalCount: 30,
    page: 1,
    totalPages: 2,
    facets: [
      {
        code: 'tile_area',
        label: 'Space',
        options: [
          { value: '103', label: 'Bathroom', count: 12, selected: true },
          { value: '104', label: 'Kitchen', count: 9, selected: false },
        ],
      },
    ],
    applied: parseListingParams(new URLSearchParams('tile_area=103')),
    ignored: [],
    pageHref: (p) => `/tiles/wooden-tiles?p=${p}`,
    hrefWithout: (c, v) => `/tiles/wooden-tiles?without=${c}:${v}`,
    clearHref: '/tiles/wooden-tiles',
    refine: { action: '/tiles/wooden-tiles', carried: [['utm_source', 'ads']] },
    onToggleFacet: (c, v) => calls.push(`toggle:${c}:${v}`),
    onToggleFlag: (f) => calls.push(`flag:${f}`),
    onSort: (o, d) => calls.push(`sort:${o}:${d}`),
    onRetry: () => calls.push('retry'),
    renderAddToCart: (p) => <button type="button">Add {p.name} to cart</button>,
    ...over,
  };
  render(
    <MemoryRouter>
      <ListingView {...props} />
    </MemoryRouter>,
  );
  return { calls, user: userEvent.setup() };
}

describe('ListingView', () => {
  it('renders cards with size, finish, MRP per sq.ft and the cart slot', () => {
    setup();
    const first = screen.getByRole('article', { name: 'Tile 1' });
    expect(within(first).getByText(/600x600 mm \(2x2 ft\)/)).toHaveTextContent('Matte');
    expect(within(first).getByText('₹55.50')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Add Tile 1 to cart' })).toBeInTheDocument();
    expect(within(first).getByRole('img')).toHaveAttribute('width', '480');
    expect(screen.getByRole('status')).toHaveTextContent('30 tiles');
  });

  it('toggles facets and sorts through callbacks; the chips are links to the listing without them', async () => {
    const { calls, user } = setup();
    await user.click(screen.getByRole('checkbox', { name: /Kitchen/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: /sort by/i }), 'price:desc');
    expect(calls).toEqual(['toggle:tile_area:104', 'sort:price:desc']);
    expect(screen.getByRole('link', { name: 'Remove filter Space: Bathroom' })).toHaveAttribute(
      'href',
      '/tiles/wooden-tiles?without=tile_area:103',
    );
    expect(screen.getByRole('link', { name: 'Clear all' })).toHaveAttribute('href', '/tiles/wooden-tiles');
  });

  it('the boxes and the sort list join one GET form to the listing, which keeps the other parameters', () => {
    setup();
    const form = document.getElementById('cat-refine') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/tiles/wooden-tiles');
    expect(new FormData(form).getAll('utm_source')).toEqual(['ads']);
    expect(screen.getByRole('checkbox', { name: /Kitchen/ })).toHaveAttribute('form', 'cat-refine');
    expect(screen.getByRole('checkbox', { name: /Bathroom/ })).toHaveAttribute('name', 'tile_area');
    expect(screen.getByRole('combobox', { name: /sort by/i })).toHaveAttribute('name', 'product_list_order');
  });

  it('links to the next page', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/tiles/wooden-tiles?p=2');
    expect(screen.getByText('1')).toHaveAttribute('aria-current', 'page');
  });

  it('offers to clear filters when nothing matches, and a retry on error', async () => {
    const { calls, user } = setup({
      items: [],
      totalCount: 0,
      error: { message: 'We could not reach the store.', network: true },
      status: 'error',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the store.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(calls).toEqual(['retry']);
  });

  it('says "Out of stock" on a card the cart would refuse, instead of its cart button', () => {
    setup({ items: [card(1), { ...card(2), stock_status: 'OUT_OF_STOCK' }] });
    const [inStock, outOfStock] = screen.getAllByRole('article');
    expect(within(inStock).getByRole('button', { name: 'Add Tile 1 to cart' })).toBeInTheDocument();
    expect(within(inStock).queryByText('Out of stock')).not.toBeInTheDocument();
    expect(within(outOfStock).getByText('Out of stock')).toBeInTheDocument();
    expect(within(outOfStock).queryByRole('button')).not.toBeInTheDocument();
  });
});
