// Checks every GraphQL operation of the remotes and shared against Magento 2.4.7 plus the backend's extensions.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const checker = [path.join(root, '../shared/tools/graphql-compat/check-ops.mjs'), path.join(root, 'tools/graphql-compat/check-ops.mjs')].find(existsSync);
if (!checker) {
  console.error('graphql-compat checker not found (expected ../shared/tools/graphql-compat beside the checkout)');
  process.exit(1);
}
const dirs = ['shared/src', 'mf-header/src', 'mf-cart/src', 'mf-leads/src', 'mf-search/src', 'mf-catalog/src', 'shell/src'];
const r = spawnSync(process.execPath, [checker, '--extend', 'backend/schema/extensions.graphql', '--report-extensions', ...dirs], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
