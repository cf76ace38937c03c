import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@tiles/shared';
import { LOCAL_KEYS, getBus, type TilesEventName } from '@tiles/shared';
import { consumedPayloads } from '@tiles/shared/src/testing/contracts';
import consumes from '../../../contracts/consumes.json';
import { PopupHost } from '../PopupHost';

const T0 = new Date(2025, 2, 9, 10, 0, 0).getTime();
let seen: TilesEventName[] = [];
let stop: { unsubscribe(): void };

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
  localStorage.clear();
  seen = [];
  stop = getBus().all$.subscribe((r) => seen.push(r.name));
});
afterEach(() => {
  stop.unsubscribe();
  jest.useRealTimers();
});

const mount = (path = '/') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <button type="button">Elsewhere</button>
      <input aria-label="Search" />
      <PopupHost />
    </MemoryRouter>,
  );
const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

describe('PopupHost with the engine on a fake clock', () => {
  it('opens the timed popup at 30 s as a named dialog with focus inside; Escape closes it and returns focus', async () => {
    mount();
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    advance(29_999);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The dialogs' code loads when the first one opens.
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    await act(async () => {
      await import('../dialogs');
    });
    const dialog = screen.getByRole('dialog', { name: 'Need help choosing tiles?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(seen).toContain('leads:popup-opened');
    act(() => {
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Get in touch' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.formStorage)!).state.sidePromptModal).toBe(true);
  });

  it('waits while the shopper types elsewhere, then opens once they pause', () => {
    mount();
    const search = screen.getByLabelText('Search');
    advance(29_000);
    search.focus();
    for (let i = 0; i < 3; i++) {
      act(() => {
        search.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
      });
      advance(1000);
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(search).toHaveFocus();
    advance(500);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('another team asking to close the open popup closes it, named or as all', async () => {
    for (const request of consumedPayloads(consumes, 'leads:popup-close-requested')) {
      localStorage.clear();
      const view = mount();
      await act(async () => {
        jest.advanceTimersByTime(30_000);
        await import('../dialogs');
      });
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      act(() => getBus().publish('leads:popup-close-requested', request));
      expect(screen.queryByRole('dialog')).toBeNull();
      view.unmount();
    }
  });

  it('a callback asked for anywhere, with or without a product, opens the callback form', async () => {
    mount();
    for (const request of consumedPayloads(consumes, 'leads:callback-requested')) {
      await act(async () => {
        getBus().publish('leads:callback-requested', request);
        await import('../dialogs');
      });
      const dialog = await screen.findByRole('dialog');
      if (request.productName) expect(dialog).toHaveTextContent(request.productName);
      act(() => {
        dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      });
      expect(screen.queryByRole('dialog')).toBeNull();
    }
  });

  it('a form filled anywhere closes the popup, shows the remaining days and hours, and nothing opens again', () => {
    mount();
    advance(30_000);
    // The consumer's payload, filled now (the engine counts the days from `at`).
    const [filled] = consumedPayloads(consumes, 'leads:form-filled');
    act(() => getBus().publish('leads:form-filled', { ...filled, at: new Date(Date.now()).toISOString() }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('lead-remaining')).toHaveTextContent('15 days 0 hours');
    advance(10 * 60_000);
    for (const request of consumedPayloads(consumes, 'leads:popup-requested'))
      act(() => getBus().publish('leads:popup-requested', request));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(seen).toContain('leads:popup-refused');
  });
});
