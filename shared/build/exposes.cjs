const fs = require('node:fs');
const path = require('node:path');

// A remote's exposed modules: each component file of its `src/exposes/` under its name (`AddToCart.tsx` → `./AddToCart`).
// Its props line in RemoteModules (shared/src/contracts/remotes.ts) goes with it; a test checks that the two agree.
function exposesFrom(remoteDir) {
  const files = fs.readdirSync(path.join(remoteDir, 'src/exposes')).filter((f) => f.endsWith('.tsx'));
  return Object.fromEntries(files.sort().map((f) => [`./${path.basename(f, '.tsx')}`, `./src/exposes/${f}`]));
}

module.exports = { exposesFrom };
