/**
 * The one list of federation shared singletons: exactly one copy of each in the page. react-router-dom, rxjs and
 * graphql-request reach the page inside the @tiles/shared singleton (remotes import them from '@tiles/shared',
 * enforced by ESLint): still one copy, but tree-shaken to what the store uses (shared modules never are).
 * `extra`: the Node build's `import: false` (the host's copy only).
 */
const path = require('node:path');
const versionOf = (pkg) => require(path.resolve(__dirname, '../../node_modules', pkg, 'package.json')).version;

function sharedSingletons(extra = {}) {
  const singleton = (pkg) => ({ singleton: true, requiredVersion: `^${versionOf(pkg)}`, ...extra });
  const { version } = require('../package.json');
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom'),
    '@tiles/shared': { singleton: true, version, requiredVersion: `^${version}`, ...extra },
  };
}

module.exports = { sharedSingletons };
