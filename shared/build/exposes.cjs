const fs = require('node:fs');
const path = require('node:path');

/**
 * A remote's exposed modules: every component file in its `src/exposes/` folder, exposed under its file name
 * (`src/exposes/AddToCart.tsx` → `./AddToCart`). Adding a module is adding its file there and its props line to
 * RemoteModules (shared/src/contracts/remotes.ts); a test checks that the two agree.
 */
function exposesFrom(remoteDir) {
  const files = fs.readdirSync(path.join(remoteDir, 'src/exposes')).filter((f) => f.endsWith('.tsx'));
  return Object.fromEntries(files.sort().map((f) => [`./${path.basename(f, '.tsx')}`, `./src/exposes/${f}`]));
}

module.exports = { exposesFrom };
