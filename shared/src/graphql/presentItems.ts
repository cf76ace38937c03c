/**
 * The entries of a Magento list field without its nulls: the schema types most lists `[Type]` (nullable list of
 * nullable entries), so a view iterates what is there instead of asserting every entry.
 */
export const presentItems = <T>(list: ReadonlyArray<T | null | undefined> | null | undefined): T[] =>
  (list ?? []).filter((entry): entry is T => entry != null);
