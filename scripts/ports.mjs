// Ports come from shared/src/config/ports.json; each can be overridden with TILES_PORT_<NAME> (e.g. TILES_PORT_MF_HEADER).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const defaults = JSON.parse(readFileSync(fileURLToPath(new URL('../shared/src/config/ports.json', import.meta.url)), 'utf8'));

export const ports = Object.fromEntries(
  Object.entries(defaults).map(([name, port]) => {
    const override = process.env[`TILES_PORT_${name.replace(/-/g, '_').toUpperCase()}`];
    return [name, override ? Number(override) : port];
  }),
);

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
