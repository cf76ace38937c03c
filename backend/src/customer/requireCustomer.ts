import type { StoreContext } from '../context';
import { authorizationError } from '../errors';
import { customerById, type CustomerRow } from './repository';
import { currentCustomerId } from './session';

/** The signed-in customer, or Magento's authorization error (its wording differs per module, so it is passed in). */
export function requireCustomer(ctx: StoreContext, message = "The current customer isn't authorized."): CustomerRow {
  const id = currentCustomerId(ctx);
  const row = id === null ? undefined : customerById(ctx.db, id);
  if (!row) throw authorizationError(message);
  return row;
}
