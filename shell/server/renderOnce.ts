import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * `element` (the whole document) rendered once, as React writes it once every part is ready; past `budgetMs` what still
 * waits is aborted and written as the browser's to render. Why it waits for every part rather than sending the shell
 * first: shell/README.md ("One render of the document"). `nonce`: React's own inline scripts carry it.
 */
export function renderOnce(element: ReactElement, budgetMs: number, nonce: string | undefined, onError: (err: unknown) => void) {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString());
        done();
      },
    });
    let late = false;
    const render = renderToPipeableStream(element, {
      nonce,
      // Every boundary in place, none moved behind a script: the HTML works as it is, without scripts.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Piped once the abort (if any) has finished closing its tasks.
      onAllReady: () => {
        clearTimeout(budget);
        setImmediate(() => render.pipe(sink));
      },
      onShellError: (err) => {
        clearTimeout(budget);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
      onError: (err) => void (late || onError(err)),
    });
    const budget = setTimeout(() => {
      late = true;
      render.abort();
    }, budgetMs);
  });
}
