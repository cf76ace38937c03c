import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@tiles/shared';
import { getBus } from '@tiles/shared';
import type { Suggestions } from '../../autosuggest/autosuggest.types';
import { SearchBoxView } from '../SearchBoxView';
import { useSearchBox } from '../useSearchBox';

const answer: Suggestions = {
  query: 'mar',
  keywords: [
    { kind: 'keyword', text: 'marble tiles' },
    { kind: 'top', text: 'marble flooring' },
  ],
  products: [{ title: 'Carrara Marble', price: 54, productUrl: '/carrara-marble', imageUrl: null, tileSize: '600x1200 mm' }],
};

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

function Box({ fetcher }: { fetcher: (q: string) => Promise<Suggestions> }) {
  return <SearchBoxView {...useSearchBox(fetcher)} />;
}

const setup = (fetcher = jest.fn(async (q: string) => ({ ...answer, query: q }))) => {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Box fetcher={fetcher} />
      <Where />
    </MemoryRouter>,
  );
  return { input: screen.getByRole('combobox', { name: 'Search tiles' }), fetcher };
};

const typeAndSettle = async (input: HTMLElement, text: string) => {
  fireEvent.change(input, { target: { value: text } });
  // The pipeline's chunk (import() at the box's first use) arrives, then the debounce runs out.
  await act(async () => undefined);
  await act(async () => {
    jest.advanceTimersByTime(200);
  });
};

describe('search box combobox', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows suggestions, moves with arrow keys and picks one with Enter', async () => {
    const submitted: string[] = [];
    const off = getBus().subscribe('search:submitted', (p) => submitted.push(`${p.kind}:${p.query}`));
    const { input } = setup();
    fireEvent.focus(input);
    await typeAndSettle(input, 'mar');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = screen.getByRole('option', { name: /marble flooring/ });
    expect(input).toHaveAttribute('aria-activedescendant', active.id);
    expect(active).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('where')).toHaveTextContent('/catalogsearch/result/?q=marble%20flooring');
    expect(submitted).toEqual(['text:marble flooring']);
    off();
  });

  it('a product option goes to its page; Escape closes the popup', async () => {
    const { input } = setup();
    fireEvent.focus(input);
    await typeAndSettle(input, 'mar');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('where')).toHaveTextContent('/carrara-marble');
  });

  it('asks at once for text that came in whole (pasted, or typed before the box was live); typing waits for a pause', async () => {
    const { input, fetcher } = setup();
    fireEvent.change(input, { target: { value: 'mar' } });
    // No timer has run: nothing to wait for.
    await act(async () => undefined);
    expect(fetcher).toHaveBeenCalledWith('mar', expect.anything());
    fetcher.mockClear();
    fireEvent.change(input, { target: { value: 'marb' } });
    await act(async () => undefined);
    expect(fetcher).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(200);
    });
    expect(fetcher).toHaveBeenCalledWith('marb', expect.anything());
  });

  it('never submits blank text', async () => {
    const { input } = setup();
    await typeAndSettle(input, '   ');
    fireEvent.submit(input.closest('form')!);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('a failing service shows a note and typing carries on', async () => {
    const fetcher = jest.fn(async (q: string) => {
      if (q === 'x') throw new TypeError('Failed to fetch');
      return { ...answer, query: q };
    });
    const { input } = setup(fetcher);
    fireEvent.focus(input);
    await typeAndSettle(input, 'x');
    expect(screen.getByText(/Suggestions are unavailable/)).toBeInTheDocument();
    await typeAndSettle(input, 'mar');
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });
});
