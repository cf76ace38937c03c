/**
 * The one list of federation shared singletons: exactly one copy of each in the page.
 * react-router-dom and rxjs reach the page inside the @tiles/shared singleton (remotes import them from
 * '@tiles/shared', enforced by ESLint): still one copy, but tree-shaken to what the store uses, where a
 * shared react-router-dom would ship all of it (~60 KB gzip) because shared modules are never tree-shaken.
 * graphql-request likewise: remotes send GraphQL only through @tiles/shared's runOperation (ESLint), so the page
 * holds one copy, a chunk of the singleton's (shared/README.md), without a shared entry in every remoteEntry.js.
 */
const path = require('node:path');
const root = path.resolve(__dirname, '../..');
const versionOf = (pkg) =>
  JSON.parse(require('node:fs').readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;

function sharedSingletons() {
  const singleton = (pkg, extra = {}) => ({
    singleton: true,
    requiredVersion: `^${versionOf(
      pkg
        .split('/')
        .slice(0, pkg.startsWith('@') ? 2 : 1)
        .join('/'),
    )}`,
    ...extra,
  });
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom'),
    '@tiles/shared': {
      singleton: true,
      version: require('../package.json').version,
      requiredVersion: `^${require('../package.json').version}`,
    },
  };
}

module.exports = { sharedSingletons };
