// Ports: shared/src/config/ports.json with TILES_PORT_<NAME> overrides (see shared/build/ports.cjs).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const { ports } = require('../shared/build/ports.cjs');

export const REMOTES = { mf_header: 'mf-header', mf_cart: 'mf-cart', mf_leads: 'mf-leads', mf_search: 'mf-search', mf_catalog: 'mf-catalog' };

/** The runtime config the shell serves as /remotes.json, for a machine running everything locally. */
export function localRemotesConfig(host = 'localhost') {
  const backend = `http://${host}:${ports.backend}`;
  return {
    remotes: Object.fromEntries(Object.entries(REMOTES).map(([name, folder]) => [name, `http://${host}:${ports[folder]}/mf-manifest.json`])),
    settings: {
      graphqlUrl: `${backend}/graphql`,
      restUrl: `${backend}/rest`,
      searchUrl: `${backend}/search`,
      searchApiKey: 'local-key',
      searchSiteKey: 'local-site',
      phone: '1800-123-4567',
      toolsBaseUrl: 'https://tools.example.com',
      baseDomain: `${host}:${ports.shell}`,
      protocol: 'http:',
      catalogueDownloadPath: '/download-catalogue',
      exportCatalogueDownloadPath: '/download-export-catalogue',
    },
  };
}
