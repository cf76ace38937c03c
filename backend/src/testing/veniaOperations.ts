import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, visit, type DocumentNode } from 'graphql';

export interface VeniaOperation {
  name: string;
  source: string;
  document: string;
}

/** Venia's operations (backend/src/__tests__/venia/operations.json, written by scripts/venia/extract-operations.mjs). */
export const VENIA: { packages: string[]; operations: VeniaOperation[] } = JSON.parse(
  readFileSync(path.join(__dirname, '../__tests__/venia/operations.json'), 'utf8'),
);

/**
 * Operations of Adobe Commerce features (multiple wishlists, dynamic blocks, gift wrapping) that Venia sends only
 * when the store is Adobe Commerce: Magento Open Source does not have them, so neither does this store.
 */
export const ADOBE_COMMERCE_ONLY: Record<string, string> = {
  createWishlist: 'multiple wishlists',
  UpdateWishlist: 'multiple wishlists',
  getMultipleWishlistsEnabled: 'multiple wishlists (StoreConfig.enable_multiple_wishlists)',
  getWishlistsDialogData: 'multiple wishlists',
  addProductToWishlist:
    'multiple wishlists (the wishlist dialog reads Wishlist.name; a single list is saved to by AddProductToWishlistFromGallery)',
  GetProductsInWishlistsForGallery: 'multiple wishlists (customerWishlistProducts)',
  GetCmsDynamicBlocks: 'dynamic blocks',
  GetGiftOptions: 'gift wrapping, gift receipt, printed card',
  SetGiftOptionsOnCart: 'gift wrapping, gift receipt, printed card',
  GetStoreConfigForGiftOptions: 'gift wrapping, gift receipt, printed card',
};

/**
 * The document Venia sends: Apollo answers `@client` fields from its own cache and strips them (and fragments left
 * empty) before the request.
 */
export function asSent(document: string): DocumentNode {
  const withoutClient = visit(parse(document), {
    Field: (field) => (field.directives?.some((d) => d.name.value === 'client') ? null : undefined),
  });
  // A selection left empty by the stripping goes too (Apollo's removeDirectivesFromDocument does the same).
  return visit(withoutClient, {
    Field: (field) => (field.selectionSet && field.selectionSet.selections.length === 0 ? null : undefined),
    [Kind.OPERATION_DEFINITION]: (op) => (op.selectionSet.selections.length === 0 ? null : undefined),
  });
}
