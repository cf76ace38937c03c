import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from '@tiles/shared';
import { Pagination } from '../Pagination';

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function setup(page: number) {
  const taps: boolean[] = [];
  render(
    <MemoryRouter initialEntries={[`/catalogsearch/result/?q=oak&p=${page}`]}>
      <Pagination page={page} totalPages={3} pageHref={(n) => `/catalogsearch/result/?q=oak&p=${n}`} onPage={(e) => taps.push(e.ctrlKey)} />
      <Address />
    </MemoryRouter>,
  );
  return { taps, user: userEvent.setup() };
}

describe('search results pages', () => {
  it('are links (they work before and without the page’s code); the ends have no link', () => {
    setup(1);
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/catalogsearch/result/?q=oak&p=2');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
  });

  it('live, a tap moves to the page in place and is told to the page', async () => {
    const { taps, user } = setup(2);
    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/catalogsearch/result/?q=oak&p=3');
    expect(taps).toEqual([false]);
  });
});
