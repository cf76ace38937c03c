import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, StaticRouter, useLocation } from 'react-router-dom';
import { Link } from '../Link';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(path: string, link: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {link}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('is a plain link in the server’s HTML: its href is the path, nothing else is added', () => {
    const html = renderToString(
      <StaticRouter location="/">
        <Link to="/tiles?page=2" className="next" rel="next">
          Next
        </Link>
      </StaticRouter>,
    );
    expect(html).toBe('<a class="next" rel="next" href="/tiles?page=2">Next</a>');
  });

  it('a plain click moves the router to the path without loading a page', () => {
    renderAt('/', <Link to="/tiles/floor-tiles?page=2">Floor</Link>);
    const click = fireEvent.click(screen.getByRole('link', { name: 'Floor' }));
    expect(click).toBe(false); // the browser's own navigation was prevented
    expect(screen.getByTestId('where')).toHaveTextContent('/tiles/floor-tiles?page=2');
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['middle button', { button: 1 }],
  ])('a %s click is left to the browser (new tab, new window)', (_, init) => {
    renderAt('/', <Link to="/tiles">Tiles</Link>);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Tiles' }), init)).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('a link to another target, or whose own handler prevented the default, does not move the router', () => {
    renderAt(
      '/',
      <>
        <Link to="/tiles" target="_blank">
          New tab
        </Link>
        <Link to="/contact" onClick={(e) => e.preventDefault()}>
          Handled
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'New tab' }));
    fireEvent.click(screen.getByRole('link', { name: 'Handled' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('calls its own click handler first', () => {
    const onClick = jest.fn();
    renderAt(
      '/',
      <Link to="/cart" onClick={onClick}>
        Cart
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Cart' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('where')).toHaveTextContent('/cart');
  });
});
