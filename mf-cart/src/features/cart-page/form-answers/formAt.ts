import { REMOVE_ITEM_PATH, UPDATE_ITEM_PATH } from '../cartFormPaths';

/**
 * The marker a successful post's redirect carries, which the cart page's loader turns into its message
 * (Post/Redirect/Get). Server-only, like cartFormAt: the page's code needs only the paths.
 */
export const DONE_PARAMS = { updated: 'updated', removed: 'removed' } as const;

/** Which of the row's forms `pathname` is (a trailing slash and letter case as the shell's routing reads them). */
export function cartFormAt(pathname: string): 'update' | 'remove' | null {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  if (path === UPDATE_ITEM_PATH.toLowerCase()) return 'update';
  if (path === REMOVE_ITEM_PATH.toLowerCase()) return 'remove';
  return null;
}
