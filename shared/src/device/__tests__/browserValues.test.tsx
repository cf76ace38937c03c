import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { useSpeechSupported } from '../useSpeechSupported';
import { useWideScreen } from '../useWideScreen';

function Probe() {
  return (
    <p>
      wide:{String(useWideScreen())} speech:{String(useSpeechSupported())}
    </p>
  );
}

/** A screen whose width matches `(min-width: 761px)` as `wide` says, and tells its listeners when it changes. */
function screenOf(wide: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: wide,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  window.matchMedia = jest.fn(() => query as unknown as MediaQueryList);
  return {
    resize: (to: boolean) => {
      query.matches = to;
      listeners.forEach((l) => l());
    },
  };
}

let root: Root | null = null;
let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  Object.assign(window, { webkitSpeechRecognition: function Recognition() {} });
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
  errors.mockRestore();
});

it('the server draws neither, the hydration draws what the server drew, and the browser’s values follow', async () => {
  const screenNow = screenOf(true);
  const html = renderToString(<Probe />);
  expect(html).toContain('wide:<!-- -->false<!-- --> speech:<!-- -->false');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const mismatches: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <Probe />, { onRecoverableError: (e) => mismatches.push(e) });
  });
  expect(mismatches).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
  expect(container).toHaveTextContent('wide:true speech:true');
  act(() => screenNow.resize(false));
  expect(container).toHaveTextContent('wide:false speech:true');
});

it('a render that is not a hydration reads the browser at once', () => {
  screenOf(false);
  delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
  const container = document.createElement('div');
  act(() => {
    root = createRoot(container);
    root.render(<Probe />);
  });
  expect(container).toHaveTextContent('wide:false speech:false');
});
