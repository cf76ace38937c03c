import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@tiles/shared';
import { NotFoundView } from '../NotFoundView';

it('offers the search box slot and popular categories', () => {
  render(
    <MemoryRouter>
      <NotFoundView searchBox={<input aria-label="Search tiles" />} categories={[{ name: 'Floor Tiles', href: '/tiles/floor-tiles' }]} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("We couldn't find that page");
  expect(screen.getByRole('textbox', { name: 'Search tiles' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Floor Tiles' })).toHaveAttribute('href', '/tiles/floor-tiles');
});
