/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hintableManifestOf, manifestOf } from '../manifests';

const MANIFEST = { metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: [] };

function serveManifest(port = 0): Promise<Server> {
  const server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(MANIFEST));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** Stops answering at once: the keep-alive connection the server's own fetch holds is cut too. */
function close(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  return closed;
}

/** Calls `read` (each call may start a re-check in the background) until it gives `wanted`, for 5 s at most. */
async function until<T>(read: () => Promise<T>, wanted: (value: T) => boolean): Promise<T> {
  const deadline = performance.now() + 5000;
  for (;;) {
    const value = await read();
    if (wanted(value) || performance.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('hintableManifestOf: the page hints a remote’s files only while it answers', () => {
  it('gives the manifest of a remote that answers, none once it refuses connections, and again once it is back', async () => {
    let server = await serveManifest();
    const { port } = server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/mf-manifest.json`;
    await expect(hintableManifestOf(url)).resolves.toEqual(MANIFEST);

    await close(server);
    // The manifest is re-read only every few seconds: the clock is moved past that instead of waited for.
    let now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      now += 10_000;
      await expect(
        until(
          () => hintableManifestOf(url),
          (m) => m === null,
        ),
      ).resolves.toBeNull();
      // The server render still has the manifest it had: a refused re-check does not take that away.
      await expect(manifestOf(url)).resolves.toEqual(MANIFEST);

      server = await serveManifest(port);
      now += 10_000;
      await expect(
        until(
          () => hintableManifestOf(url),
          (m) => m !== null,
        ),
      ).resolves.toEqual(MANIFEST);
    } finally {
      clock.mockRestore();
      await close(server);
    }
  });
});
