import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { KeepEarlyInput } from '../KeepEarlyInput';
import { recordEarlyInput } from '../earlyInput';

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
    serverBox.value = 'wo';
    const recorder = recordEarlyInput(container);
    // Typed after the recording started, while React renders: the server's field is gone when the app's DOM is in.
    function TypedDuringRender() {
      if (serverBox.isConnected) {
        serverBox.value = 'wood';
        serverBox.dispatchEvent(new Event('input', { bubbles: true }));
      }
      return null;
    }
    const seen: string[] = [];
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <>
          <App seen={seen} />
          <TypedDuringRender />
          <KeepEarlyInput container={container} recorder={recorder} />
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
    const recorder = recordEarlyInput(container);
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <>
          <App seen={seen} />
          <KeepEarlyInput container={container} recorder={recorder} />
        </>,
      ),
    );
    expect([...container.querySelectorAll('input')].map((i) => i.value)).toEqual(['', '']);
    expect(seen).toEqual([]);
    act(() => root.unmount());
  });
});
