/** @jest-environment node */
import { Writable } from 'node:stream';
import { lazy, Suspense, type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { renderOnce } from '../renderOnce';

/** What React's stream writes for `element` once every part is ready: the answer renderOnce must give. */
const streamed = (element: ReactElement) =>
  new Promise<string>((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write: (chunk: Buffer, _encoding, done) => ((html += chunk.toString()), done()),
      final: (done) => (resolve(html), done()),
    });
    const render = renderToPipeableStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => render.pipe(sink),
      onShellError: reject,
    });
  });

const Broken = (): ReactElement => {
  throw new Error('broken part');
};
const page = (body: ReactElement) => (
  <html lang="en">
    <head>
      <title>Tiles</title>
    </head>
    <body>
      <header>Header</header>
      <Suspense fallback={<p>loading</p>}>{body}</Suspense>
      <footer>₹145.35 per sq.ft · टाइल्स · ஓடுகள்</footer>
    </body>
  </html>
);

describe('renderOnce', () => {
  it('writes a document exactly as the stream does, doctype first', async () => {
    const element = page(<main>Wooden tiles</main>);
    const html = await renderOnce(element, 400, 'n0nce', () => undefined);
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(html).toBe(await streamed(element));
  });

  it('writes no doctype before a tree that is not a document', async () => {
    const html = await renderOnce(<main>Wooden tiles</main>, 400, undefined, () => undefined);
    expect(html).toBe('<main>Wooden tiles</main>');
  });

  it('waits for a part that suspends and writes it in place, never behind a script', async () => {
    const Late = lazy(
      () =>
        new Promise<{ default: () => ReactElement }>((resolve) => setImmediate(() => resolve({ default: () => <main>late part</main> }))),
    );
    const html = await renderOnce(page(<Late />), 400, 'n0nce', () => undefined);
    expect(html).toMatch(/<!--\$--><main>late part<\/main><!--\/\$-->/);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('loading');
  });

  it('reports a part that throws once, leaves it to the browser and writes the rest of the page', async () => {
    const errors: unknown[] = [];
    const html = await renderOnce(page(<Broken />), 400, 'n0nce', (err) => errors.push(err));
    expect(errors.map((e) => (e as Error).message)).toEqual(['broken part']);
    expect(html).toContain('<!--$!-->');
    expect(html).toContain('<header>Header</header>');
    expect(html).toContain('<footer>');
  });

  it('rejects when the document itself cannot render', async () => {
    await expect(renderOnce(<Broken />, 400, undefined, () => undefined)).rejects.toThrow('broken part');
  });
});
