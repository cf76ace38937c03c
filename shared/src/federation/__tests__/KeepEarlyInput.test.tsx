import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { KeepEarlyInput } from '../KeepEarlyInput';

/** The shell's first render replaces the server's DOM with its slots' copy of the same HTML. */
function App({ seen }: { seen: string[] }) {
  return (
    <form>
      <input aria-label="Search tiles" onInput={(e) => seen.push(e.currentTarget.value)} />
      <input aria-label="Pincode" />
    </form>
  );
}

describe('KeepEarlyInput', () => {
  it('puts what was typed into the server’s fields, and the focus, back into the app’s copy of them', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = '<form><input aria-label="Search tiles"><input aria-label="Pincode"></form>';
    const serverBox = container.querySelector('input')!;
    serverBox.focus();
    serverBox.value = 'wood';
    const seen: string[] = [];
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <>
          <App seen={seen} />
          <KeepEarlyInput container={container} />
        </>,
      ),
    );
    const [box, pincode] = container.querySelectorAll('input');
    expect(box).not.toBe(serverBox);
    expect(box.value).toBe('wood');
    expect(document.activeElement).toBe(box);
    expect(pincode.value).toBe('');
    // The app's own handlers saw it as typing.
    expect(seen).toEqual(['wood']);
    act(() => root.unmount());
    container.remove();
  });

  it('changes nothing when nothing was typed', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<form><input aria-label="Search tiles"><input aria-label="Pincode"></form>';
    const seen: string[] = [];
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <>
          <App seen={seen} />
          <KeepEarlyInput container={container} />
        </>,
      ),
    );
    expect([...container.querySelectorAll('input')].map((i) => i.value)).toEqual(['', '']);
    expect(seen).toEqual([]);
    act(() => root.unmount());
  });
});
