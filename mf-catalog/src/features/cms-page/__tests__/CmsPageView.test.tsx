import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@tiles/shared';
import { CmsPage } from '../CmsPage';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

describe('CmsPage', () => {
  it('renders the stored content and routes internal links inside the app', async () => {
    const page = {
      identifier: 'about-us',
      title: 'About Us',
      content_heading: 'About Us',
      content: '<section id="values"><h2>Values</h2><p>Quality first.</p><a href="/core_values">Our values</a></section>',
      meta_title: 'About Us',
      meta_description: 'Who we are',
    };
    render(
      <MemoryRouter initialEntries={['/about-us']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <CmsPage page={page} />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByText('Quality first.')).toBeInTheDocument();
    expect(document.title).toBe('About Us');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Our values' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/core_values');
  });
});
