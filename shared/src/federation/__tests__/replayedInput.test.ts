import { isReplayedInput, recordEarlyInput, replayEarlyInput } from '../earlyInput';

it('text put back into a live field arrives as input events that say so; the shopper’s own typing does not', () => {
  document.body.innerHTML = '<div id="server"><input name="q"></div><div id="live"><input name="q"></div>';
  const server = document.getElementById('server')!;
  const recorder = recordEarlyInput(server);
  const typed = server.querySelector('input')!;
  typed.value = 'wood';
  const ownTyping = new Event('input', { bubbles: true });
  typed.dispatchEvent(ownTyping);
  expect(isReplayedInput(ownTyping)).toBe(false);

  const live = document.getElementById('live')!;
  const seen: boolean[] = [];
  live.addEventListener('input', (e) => seen.push(isReplayedInput(e)));
  replayEarlyInput(live, recorder.read());
  expect(live.querySelector('input')!.value).toBe('wood');
  expect(seen).toEqual([true]);
});
