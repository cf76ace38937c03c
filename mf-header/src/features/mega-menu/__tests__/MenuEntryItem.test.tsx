import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@tiles/shared';
import { MenuEntryItem } from '../MenuEntryItem';
import type { MenuEntry } from '../menuTree';

const entry: MenuEntry = {
  key: 'floor-tiles',
  name: 'Floor Tiles',
  href: '/tiles/floor-tiles',
  path: 'tiles/floor-tiles',
  groups: [{ kind: 'colour', links: [{ name: 'White Tiles', href: '/tiles/white-tiles?tiles=floor-tiles' }] }],
};

function renderItem(isOpen: boolean, onToggle = jest.fn()) {
  render(
    <MemoryRouter>
      <ul>
        <MenuEntryItem
          entry={entry}
          isOpen={isOpen}
          toggleRef={() => undefined}
          onToggle={onToggle}
          onLinkClick={() => undefined}
          isCurrent={(href) => href === '/tiles/floor-tiles'}
          recommended={{
            status: 'ready',
            products: [{ uid: 'p', name: 'Oak Plank', url_key: 'oak-plank', tile_size: '200x1200 mm', small_image: null }],
          }}
        />
      </ul>
    </MemoryRouter>,
  );
  return onToggle;
}

describe('MenuEntryItem', () => {
  it('closed: a link and a named toggle that controls an existing, hidden panel', () => {
    const onToggle = renderItem(false);
    const toggle = screen.getByRole('button', { name: 'Floor Tiles submenu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    expect(screen.getByRole('link', { name: 'Floor Tiles' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(toggle);
    expect(onToggle).toHaveBeenCalledWith('floor-tiles');
  });

  it('open: groups, recommended products with name and size, and a view-all link', () => {
    renderItem(true);
    expect(screen.getByRole('button', { name: 'Floor Tiles submenu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: 'By colour' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'White Tiles' })).toHaveAttribute('href', '/tiles/white-tiles?tiles=floor-tiles');
    expect(screen.getByRole('link', { name: /Oak Plank/ })).toHaveAttribute('href', '/oak-plank');
    expect(screen.getByRole('link', { name: /Oak Plank/ })).toHaveTextContent('200x1200 mm');
    expect(screen.getByRole('link', { name: 'View all Floor Tiles' })).toHaveAttribute('href', '/tiles/floor-tiles');
  });
});
