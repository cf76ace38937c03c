// Static host for one remote's built files (local runs and tests; in production any static host or CDN does
// this): gzip, long-lived caching for hashed files, no-cache for manifests, entries and server/ssr.json, and
// CORS, as the composed page on the shell's origin loads these files. It answers with the shell server's own
// file lookup and writer (shell/server/staticFiles.ts, send.ts): one source for both.
// It also serves the remote's immutable releases (`npm run release`) at /releases/<id>/, as a pinned remotes file names them.
// Usage: node --import tsx scripts/serve-static.ts <remote workspace> [--dir DIR] [--port N]
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { send, sendText } from '../shell/server/send';
import { staticFile } from '../shell/server/staticFiles';

const root = path.resolve(__dirname, '..');
const { ports } = createRequire(__filename)('../shared/build/ports.cjs') as { ports: Record<string, number> };
const args = process.argv.slice(2);
const workspace = args[0];
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i > 0 ? args[i + 1] : undefined;
};
if (!workspace || workspace === 'shell' || !(workspace in ports)) {
  console.error(
    'usage: node --import tsx scripts/serve-static.ts <remote workspace> [--dir DIR] [--port N] (the shell: node --import tsx shell/server/main.ts)',
  );
  process.exit(2);
}
const dir = path.resolve(root, workspace, opt('dir') ?? 'dist');
const releases = path.join(root, 'releases', workspace);
/** `/releases/<id>/<file>` → the release folder and the file's path in it; a staging folder is never served. */
const inRelease = (pathname: string) => /^\/releases\/([0-9A-Za-z.+-]{1,40}-[0-9a-f]{12})(\/.*)$/.exec(pathname);
const port = Number(opt('port') ?? ports[workspace]);
const CORS = { 'Access-Control-Allow-Origin': '*' };

createServer(
  (req, res) =>
    void (async () => {
      try {
        if (req.method === 'OPTIONS') return void res.writeHead(204, { ...CORS, 'Access-Control-Allow-Headers': '*' }).end();
        let pathname: string | null;
        try {
          pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
        } catch {
          pathname = null;
        }
        if (!pathname) return sendText(req, res, 400, 'Bad request.', CORS);
        const release = inRelease(pathname);
        const file = release ? await staticFile(path.join(releases, release[1]), release[2]) : await staticFile(dir, pathname);
        if (!file) return sendText(req, res, 404, 'Not found.', { ...CORS, 'Cache-Control': 'no-cache' });
        send(req, res, 200, file.body, file.headers, file.cacheKey);
      } catch (err) {
        console.error(`[${workspace}] ${req.url}: ${(err as Error).message}`);
        if (!res.headersSent) sendText(req, res, 500, 'Something went wrong.', CORS);
      }
    })(),
).listen(port, () => console.log(`[${workspace}] serving ${path.relative(root, dir)} on http://localhost:${port}`));
