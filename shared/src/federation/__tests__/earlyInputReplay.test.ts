import { recordEarlyInput, replayEarlyInput } from '../earlyInput';

it('text typed into a field about to be replaced is put back into the live field as an input event', () => {
  document.body.innerHTML = '<div id="server"><input name="q"></div><div id="live"><input name="q"></div>';
  const server = document.getElementById('server')!;
  const recorder = recordEarlyInput(server);
  const typed = server.querySelector('input')!;
  typed.value = 'wood';
  typed.dispatchEvent(new Event('input', { bubbles: true }));

  const live = document.getElementById('live')!;
  const seen: string[] = [];
  live.addEventListener('input', (e) => seen.push((e.target as HTMLInputElement).value));
  replayEarlyInput(live, recorder.read());
  expect(live.querySelector('input')!.value).toBe('wood');
  expect(seen).toEqual(['wood']);
});
