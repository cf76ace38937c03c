import { ports } from './ports';
import { TEST_SECRET } from '../../backend/src/leads/__tests__/webhookReceiver';

/**
 * The sales team's CRM as the e2e store sees it: a receiver a spec starts on this port (beside this run's backend
 * port, so parallel runs on other ports do not meet), and the secret that signs each lead. Quick retries: the store
 * may try before the spec's receiver listens.
 */
export const WEBHOOK_PORT = ports.backend + 7;
export const WEBHOOK_SECRET = TEST_SECRET;
export const webhookEnv = {
  TILES_LEAD_WEBHOOK_URL: `http://127.0.0.1:${WEBHOOK_PORT}/leads`,
  TILES_LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
  TILES_LEAD_WEBHOOK_RETRY_BASE_MS: '250',
  TILES_LEAD_WEBHOOK_RETRY_MAX_MS: '2000',
};
