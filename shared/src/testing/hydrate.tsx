import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

/** What React's development build says about a hydration that did not match (it patches none of it in production). */
const isHydrationWarning = (message: string) => /hydrat|did(n't| not) match/i.test(message);

/**
 * Test-only: puts a server render's `html` into the page and hydrates it with `element`, as the shell does with the
 * server's first view. Returns React's hydration warnings (none: the browser's first render is the server's HTML,
 * attributes included), the container and a way to unmount. Test files only import it.
 */
export async function hydrateServerHtml(html: string, element: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  // A part React could not adopt as it was drawn (it then renders it again in the browser): reported here, not left
  // to the environment's error reporting.
  const recoverable: string[] = [];
  let root: Root | null = null;
  try {
    await act(async () => {
      root = hydrateRoot(container, element, { onRecoverableError: (error) => recoverable.push(String(error)) });
    });
  } finally {
    errors.mockRestore();
  }
  const warnings = [...recoverable, ...errors.mock.calls.map((args) => args.map(String).join(' ')).filter(isHydrationWarning)];
  return {
    warnings,
    container,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}
