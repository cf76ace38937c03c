/** The one list of federation shared singletons: exactly one copy of each in the page. */
const path = require('node:path');
const root = path.resolve(__dirname, '../..');
const versionOf = (pkg) => JSON.parse(require('node:fs').readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;

function sharedSingletons() {
  const singleton = (pkg, extra = {}) => ({
    singleton: true,
    requiredVersion: `^${versionOf(pkg.split('/').slice(0, pkg.startsWith('@') ? 2 : 1).join('/'))}`,
    ...extra,
  });
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom'),
    'react-router-dom': singleton('react-router-dom'),
    rxjs: singleton('rxjs'),
    'graphql-request': singleton('graphql-request'),
    '@tiles/shared': {
      singleton: true,
      version: require('../package.json').version,
      requiredVersion: `^${require('../package.json').version}`,
    },
  };
}

module.exports = { sharedSingletons };
