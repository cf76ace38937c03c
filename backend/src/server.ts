import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { shopperAccountSettingsFromEnv } from './customer/shopperAccountSettings';
import { catalogueSize } from './seed/products';
import { CONFIG_EXIT_CODE } from './configError';
import { graphqlLimitsFromEnv } from './limits/config';
import { trustedProxiesFromEnv } from './clients/clientAddress';
import { limitFromEnv } from './leads/rateLimit';
import { signInLimitsFromEnv } from './customer/signInThrottle';
import { leadWebhookFromEnv } from './leads/delivery/config';
import { accountSettingsFromEnv } from './customer/accountSettings';
import { backendHostFromEnv } from './clients/listenHost';
import { wishlistWriteLimitFromEnv } from './wishlist/writeLimit';
import { corsOriginsFromEnv } from './clients/cors';
import { schemaDisclosureFromEnv } from './limits/disclosure';
import { orderCancellationEnabled } from './orders/cancellationSettings';
import { guestCancelLimitFromEnv } from './orders/guestCancel';
import { stockThreshold } from './stock/stock';
import { sampleSettingsFromEnv } from './cart/samples';

const port = Number(process.env.TILES_PORT_BACKEND ?? process.env.PORT ?? 4000);
// Settings are checked before anything starts: a wrong value is one readable line, not a stack trace, and the
// exit code tells the supervisor (scripts/supervise.mjs) that restarting would not help.
let host = '127.0.0.1';
try {
  shopperAccountSettingsFromEnv();
  host = backendHostFromEnv();
  catalogueSize();
  graphqlLimitsFromEnv();
  trustedProxiesFromEnv();
  limitFromEnv();
  signInLimitsFromEnv();
  leadWebhookFromEnv();
  accountSettingsFromEnv();
  wishlistWriteLimitFromEnv();
  corsOriginsFromEnv();
  schemaDisclosureFromEnv();
  orderCancellationEnabled();
  guestCancelLimitFromEnv();
  stockThreshold();
  sampleSettingsFromEnv();
} catch (err) {
  console.error(`[backend] configuration error: ${(err as Error).message}`);
  process.exit(CONFIG_EXIT_CODE);
}
const server = createApp();
server.listen(port, host, () => {
  const { address, port: listening } = server.address() as AddressInfo;
  console.log(`[backend] GraphQL on http://${address.includes(':') ? `[${address}]` : address}:${listening}/graphql`);
});
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => server.close(() => process.exit(0)));

// Safety net. Request faults are answered in app.ts; these catch what escapes. A stray rejected promise
// leaves no broken state behind, so the backend logs it and keeps serving. An uncaught exception may have
// left anything half-done: log it and exit, and the supervisor (scripts/start.mjs) starts a fresh process;
// SQLite has committed every acknowledged write, so nothing acknowledged is lost.
process.on('unhandledRejection', (reason) => console.error('[backend] unhandled rejection (kept serving):', reason));
process.on('uncaughtException', (err) => {
  console.error('[backend] uncaught exception, exiting for a restart:', err);
  process.exit(1);
});
