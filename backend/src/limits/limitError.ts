import { inputError } from '../errors';
import { refusedByLimit } from '../metrics/metrics';

/** A request refused by a GraphQL limit: Magento's input category, so clients show it as the caller's mistake. Counted. */
export function limitError(message: string) {
  refusedByLimit.inc();
  return inputError(message);
}
