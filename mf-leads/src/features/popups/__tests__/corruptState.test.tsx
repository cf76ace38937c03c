import { act, render, screen } from '@testing-library/react';
import { LOCAL_KEYS, MemoryRouter } from '@tiles/shared';
import { PopupHost } from '../PopupHost';

// Issue 17 item 8: corrupt popup state (every key it keeps) reads as a first visit; the popups still work and the
// next save writes a clean value.
const T0 = new Date(2025, 2, 9, 10, 0, 0).getTime();
beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

const CORRUPT: [string, string][] = [
  [LOCAL_KEYS.formStorage, '{"state":{"sidePromptModal":"yes","isFormFilled":1'],
  [LOCAL_KEYS.popupDay, JSON.stringify({ day: 'yesterday', start: 'noon', fired: -1 })],
  [LOCAL_KEYS.leadFilled, 'TRUE\u0000'],
  [LOCAL_KEYS.promoClosed, '{}'],
  [LOCAL_KEYS.locationSkip, 'ನಿಜ'],
];

it('opens the timed popup at 30 s with every popup key corrupt, then saves clean state', async () => {
  for (const [key, value] of CORRUPT) localStorage.setItem(key, value);
  render(
    <MemoryRouter initialEntries={['/']}>
      <PopupHost />
    </MemoryRouter>,
  );
  await act(async () => {
    jest.advanceTimersByTime(30_000);
  });
  await act(async () => {
    await import('../dialogs');
  });
  expect(await screen.findByRole('dialog', { name: 'Need help choosing tiles?' })).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.popupDay)!)).toMatchObject({ day: '2025-03-09', fired: expect.any(Number) });
});
