import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

/**
 * `element` (the whole document) rendered once, as React writes it once every part is ready; past `budgetMs` what still
 * waits is aborted and written as the browser's to render. Why it waits for every part rather than sending the shell
 * first: shell/README.md ("One render of the document"). `nonce`: React's own inline scripts carry it.
 */
export function renderOnce(element: ReactElement, budgetMs: number, nonce: string | undefined, onError: (err: unknown) => void) {
  const atOnce = renderedAtOnce(element);
  return atOnce === null ? renderStreamed(element, budgetMs, nonce, onError) : Promise.resolve(atOnce);
}

// A boundary React left to the browser: in `renderToString`'s answer, a part that suspended (or threw). Text cannot
// contain it (React escapes `<`); a CMS block's raw HTML that did would only cost the streamed render.
const LEFT_TO_THE_BROWSER = '<!--$!';

/**
 * The usual page (loaders answered and modules loaded before the render: nothing waits) rendered by React's string
 * renderer, which writes the same HTML for a third less CPU than the stream (that encodes every chunk to bytes, which
 * the CSS trim then decodes again): docs/performance.md, 2026-11-30. Null when a part suspended or threw, or the whole
 * tree did: the stream then waits for it and reports the error. The stream writes the doctype before a document.
 */
function renderedAtOnce(element: ReactElement): string | null {
  let html: string;
  try {
    html = renderToString(element);
  } catch {
    return null;
  }
  if (html.includes(LEFT_TO_THE_BROWSER)) return null;
  return html.startsWith('<html') ? `<!DOCTYPE html>${html}` : html;
}

function renderStreamed(element: ReactElement, budgetMs: number, nonce: string | undefined, onError: (err: unknown) => void) {
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
