import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/**
 * Which way code may depend inside each workspace's src/, highest layer first. A folder (or top-level file) may
 * import its own files and anything in a *lower* layer, never a peer in its own layer nor anything above it, so
 * no two features can import each other, even through a third. A feature that several others need moves down a
 * layer (or into `ui/`), it is not imported sideways. Tests (`__tests__/`) may reach across. A remote's `contracts/` holds
 * what its tests hand it from other teams (consumes.json): the lowest layer, as nothing imports it but tests.
 */
export const LAYERS = {
  'mf-header': [
    ['server', 'dev'],
    ['exposes'],
    ['features/header'],
    ['features/content-nav', 'features/category-slider', 'features/language-switch', 'features/catalogue-link'],
    ['features/mega-menu'],
    ['graphql.ts'],
    ['ui', 'gql', 'contracts'],
  ],
  'mf-cart': [
    ['server', 'dev', 'testing'],
    ['exposes'],
    ['features/cart-page', 'features/checkout', 'features/wishlist-page'],
    ['features/mini-cart', 'features/add-to-cart', 'features/account', 'features/guest-order'],
    ['features/address-book', 'features/order-history', 'features/password-reset', 'features/account-edits', 'features/wishlist'],
    ['features/address-form', 'features/new-password'],
    ['features/forms', 'features/cart-identity'],
    ['graphql.ts'],
    ['gql', 'contracts'],
  ],
  'mf-leads': [
    ['server', 'dev'],
    ['exposes'],
    ['features/popups', 'features/store-locator', 'features/callback-button', 'features/contact', 'features/project-quote'],
    ['features/callback', 'features/newsletter'],
    ['features/lead-form'],
    ['features/lead-outbox'],
    ['features/popup-engine'],
    ['graphql.ts'],
    ['ui', 'gql', 'contracts'],
  ],
  'mf-search': [
    ['server', 'dev'],
    ['exposes'],
    ['features/search-box', 'features/visual-search'],
    ['features/image-upload', 'features/voice-search', 'features/search-results'],
    ['features/autosuggest'],
    ['graphql.ts'],
    ['gql', 'contracts'],
  ],
  'mf-catalog': [
    ['server', 'dev'],
    ['exposes'],
    ['features/route-resolver', 'features/home'],
    ['features/listing', 'features/product-page', 'features/cms-page', 'features/not-found'],
    ['features/visualiser'],
    ['features/product-card', 'features/seo', 'features/recently-viewed', 'features/box-calculator'],
    ['graphql.ts'],
    ['i18n', 'ui', 'gql', 'contracts'],
  ],
  shared: [
    ['index.ts', 'dev', 'testing'],
    ['server'],
    ['federation', 'graphql', 'data', 'head'],
    ['contracts', 'i18n'],
    ['pincode', 'samples', 'config', 'events', 'media', 'storage', 'vendor', 'paths.ts'],
    ['device'],
    ['storage-keys.ts', 'async'],
  ],
  shell: [['index.ts'], ['bootstrap.tsx'], ['App.tsx'], ['routes'], ['layout', 'fonts', 'vitals'], ['i18n', 'remotes']],
};

/** Every folder of src/ (and of src/features/) and every top-level source file: what must be in a layer. */
function unitsOn(src) {
  const entries = readdirSync(src, { withFileTypes: true });
  return entries.flatMap((e) => {
    if (e.isDirectory() && e.name === 'features')
      return readdirSync(path.join(src, 'features'), { withFileTypes: true })
        .filter((f) => f.isDirectory())
        .map((f) => `features/${f.name}`);
    if (e.isDirectory()) return e.name.startsWith('__') ? [] : [e.name];
    return /\.tsx?$/.test(e.name) ? [e.name] : [];
  });
}

/** A new feature or folder has to be given its place: lint stops with this message until it is listed above. */
export function unplacedUnits(layers = LAYERS, base = root) {
  return Object.entries(layers).flatMap(([workspace, tiers]) => {
    const placed = new Set(tiers.flat());
    return unitsOn(path.join(base, workspace, 'src'))
      .filter((unit) => !placed.has(unit))
      .map((unit) => `${workspace}/src/${unit}`);
  });
}

/** `import-x/no-restricted-paths` zones: each unit may not import a peer of its layer or anything above it. */
export function layerZones(layers = LAYERS) {
  return Object.entries(layers).flatMap(([workspace, tiers]) =>
    tiers.flatMap((tier, i) =>
      tier.flatMap((unit) => {
        const forbidden = tiers
          .slice(0, i + 1)
          .flat()
          .filter((other) => other !== unit);
        if (forbidden.length === 0) return [];
        return {
          target: `${workspace}/src/${unit}`,
          from: forbidden.map((other) => `${workspace}/src/${other}`),
          message: `${workspace}/src/${unit} may import only from lower layers (eslint-rules/feature-layers.mjs): move what both need down a layer.`,
        };
      }),
    ),
  );
}

export const layerRoot = root;
