import { stockFields } from '../stock/stock';
import type { StoreContext } from '../context';
import { storeConfigFor } from './store';
import { inputError } from '../errors';
import { aggregate } from '../catalog/aggregations';
import { toCategoryModel, toRootCategoryModel } from '../catalog/categoryModel';
import { ROOT_CATEGORY_ID } from '../seed/categories';
import { applyFilter, wholeCatalogue, type ProductFilter } from '../catalog/filters';
import { toProductModel } from '../catalog/productModel';
import { allCategories, categoryByUrlPath, productByUrlKey, productsByIds } from '../catalog/repository';
import { relatedProductIds } from '../catalog/related';
import { searchPositions, searchSuggestions } from '../search/productSearch';
import type { TileProduct } from '../seed/products';
import { count } from '../catalog/bitset';
import { SORT_FIELDS, pageOf, relevanceOf, type ProductSort } from '../catalog/sorting';
import { cmsPageByIdentifier } from '../cms/repository';
import { toCmsPageModel } from '../cms/cmsPageModel';
import { mediaBase } from '../media/mediaBase';
import { urlRewriteFor } from '../catalog/urlRewrites';

/** Magento's catalog/search/min_query_length. */
const MIN_QUERY_LENGTH = 3;

/** Characters Magento's Match filter drops before a category name match (its SPECIAL_CHARACTERS). */
const MATCH_OPERATORS = /[-+~/\\<>'":*$#@()!,.?`=%&^]/g;

/** A categories name match as Magento's CategoryFilter makes it: LIKE %value% on the trimmed, operator-free value. */
function nameMatch(match: string): string {
  const needle = match.replace(MATCH_OPERATORS, '').trim();
  if (needle.length < MIN_QUERY_LENGTH) throw inputError(`Invalid match filter. Minimum length is ${MIN_QUERY_LENGTH}.`);
  return needle.toLowerCase();
}

interface ProductsArgs {
  search?: string | null;
  filter?: ProductFilter | null;
  sort?: ProductSort;
  pageSize?: number | null;
  currentPage?: number | null;
}

export const catalogResolvers = {
  Query: {
    products: (_: unknown, args: ProductsArgs, ctx: StoreContext) => {
      const pageSize = args.pageSize ?? 20;
      const currentPage = args.currentPage ?? 1;
      if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
      if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
      if (args.search == null && !args.filter) throw inputError("'search' or 'filter' input argument is required.");
      const shortMatch = Object.values(args.filter ?? {}).find((v) => v?.match != null && v.match.trim().length < MIN_QUERY_LENGTH);
      if (shortMatch) throw inputError(`Invalid match filter. Minimum length is ${MIN_QUERY_LENGTH}.`);
      // Only the first page of a search counts in the search log (top queries); page 2 or a re-sort is the same search.
      // The request's context is its searcher: one count per request and client, whatever its aliases ask.
      const relevance =
        args.search != null ? searchPositions(args.search, ctx.lang, currentPage === 1 && !args.sort ? ctx : undefined) : null;
      // Filters, facets and the page come from the catalogue index; only the page's rows are read.
      const found = relevance && relevanceOf(relevance);
      const matched = applyFilter(found ? found.set : wholeCatalogue(), args.filter);
      const total = count(matched);
      const totalPages = Math.max(1, Math.ceil(total / pageSize));
      if (total && currentPage > totalPages)
        throw inputError(`currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`);
      const base = mediaBase(ctx);
      const page = pageOf(matched, args.sort, found ? found.order : null, (currentPage - 1) * pageSize, pageSize);
      return {
        total_count: total,
        items: productsByIds(page).map((p) => toProductModel(p, ctx.lang, base)),
        page_info: { page_size: pageSize, current_page: currentPage, total_pages: totalPages },
        aggregations: aggregate(matched, ctx.lang),
        sort_fields: {
          default: relevance ? 'relevance' : 'position',
          options: [...SORT_FIELDS, ...(relevance ? [{ label: 'Relevance', value: 'relevance' }] : [])],
        },
        // Magento's "did you mean": only when a search finds nothing.
        suggestions: args.search != null && total === 0 ? searchSuggestions(args.search, ctx.lang) : [],
      };
    },
    categories: (
      _: unknown,
      args: {
        filters?: {
          ids?: { eq?: string; in?: string[] };
          category_uid?: { eq?: string; in?: string[] };
          url_path?: { eq?: string };
          url_key?: { eq?: string; in?: string[] };
          parent_id?: { eq?: string; in?: string[] };
          parent_category_uid?: { eq?: string };
          name?: { match?: string };
        } | null;
        pageSize?: number;
        currentPage?: number;
      },
      ctx: StoreContext,
    ) => {
      const f = args.filters ?? {};
      const uids = [f.category_uid?.eq, ...(f.category_uid?.in ?? [])]
        .filter(Boolean)
        .map((u) => Number(Buffer.from(String(u), 'base64').toString()));
      const ids = [f.ids?.eq, ...(f.ids?.in ?? [])].filter(Boolean).map(Number);
      const parents = [
        f.parent_id?.eq,
        ...(f.parent_id?.in ?? []),
        f.parent_category_uid?.eq && Buffer.from(f.parent_category_uid.eq, 'base64').toString(),
      ]
        .filter(Boolean)
        .map(Number);
      const keys = [f.url_key?.eq, ...(f.url_key?.in ?? [])].filter(Boolean);
      let list = allCategories();
      // The root category is asked for by id, as a menu's starting point (it is never a match of other filters).
      const root = uids.includes(ROOT_CATEGORY_ID) || ids.includes(ROOT_CATEGORY_ID) ? [toRootCategoryModel(ctx.lang)] : [];
      if (uids.length || ids.length) list = list.filter((c) => uids.includes(c.id) || ids.includes(c.id));
      if (parents.length) list = list.filter((c) => parents.includes(c.parentId));
      if (f.url_path?.eq) list = list.filter((c) => c.urlPath === f.url_path?.eq);
      if (keys.length) list = list.filter((c) => keys.includes(c.urlKey));
      if (f.name?.match != null) {
        const needle = nameMatch(f.name.match);
        list = list.filter((c) => c.name[ctx.lang].toLowerCase().includes(needle));
      }
      if (!Object.keys(f).length) list = list.filter((c) => c.level === 2);
      const pageSize = args.pageSize ?? 20;
      const currentPage = args.currentPage ?? 1;
      // Magento's CategoriesQuery paging checks.
      if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
      if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
      const models = [...root, ...list.map((c) => toCategoryModel(c, ctx.lang))];
      const pages = Math.max(1, Math.ceil(models.length / pageSize));
      if (models.length && currentPage > pages)
        throw inputError(`currentPage value ${currentPage} specified is greater than the ${pages} page(s) available.`);
      return {
        total_count: models.length,
        items: models.slice((currentPage - 1) * pageSize, currentPage * pageSize),
        page_info: { page_size: pageSize, current_page: currentPage, total_pages: pages },
      };
    },
    categoryList: (_: unknown, args: { filters?: Record<string, { eq?: string; in?: string[] }> }, ctx: StoreContext) =>
      catalogResolvers.Query.categories(_, { filters: args.filters, pageSize: 1000 }, ctx).items,
    route: (_: unknown, { url }: { url: string }, ctx: StoreContext) => resolveRoute(url, ctx),
    urlResolver: (_: unknown, { url }: { url: string }, ctx: StoreContext) => {
      const r = resolveRoute(url, ctx);
      return r && { id: r.id, entity_uid: r.uid, relative_url: r.relative_url, redirectCode: r.redirect_code, type: r.type };
    },
  },
  ProductInterface: { __resolveType: () => 'SimpleProduct' },
  CategoryInterface: { __resolveType: () => 'CategoryTree' },
  RoutableInterface: { __resolveType: (obj: { __typename: string }) => obj.__typename },
  SimpleProduct: {
    categories: (p: { __tile: TileProduct }, _: unknown, ctx: StoreContext) =>
      allCategories()
        .filter((c) => c.matches(p.__tile) && c.menuGroup !== 'city')
        .map((c) => toCategoryModel(c, ctx.lang)),
    // Read live by SKU (one primary-key row), never from the parsed-product cache: a sale shows at once.
    stock_status: (p: { sku: string }, _: unknown, ctx: StoreContext) => stockFields(ctx.db, p.sku).stock_status,
    only_x_left_in_stock: (p: { sku: string }, _: unknown, ctx: StoreContext) => stockFields(ctx.db, p.sku).only_x_left_in_stock,
    related_products: (p: { __tile: TileProduct }, _: unknown, ctx: StoreContext) =>
      productsByIds(relatedProductIds(p.__tile, 8)).map((o) => toProductModel(o, ctx.lang, mediaBase(ctx))),
  },
};

/**
 * Magento's route(url:): a category (`tiles/...`), a root-level product slug, a CMS page, or null. A rewritten path
 * answers its target's entity with `redirect_code` and the target's `relative_url` (followed once: no chains).
 */
function resolveRoute(url: string, ctx: StoreContext): ReturnType<typeof resolveEntity> {
  const clean = url
    .split(/[?#]/)[0]
    .replace(/^\/+|\/+$/g, '')
    .replace(/\.html$/, '');
  const rewrite = urlRewriteFor(clean);
  const target = rewrite && resolveEntity(rewrite.target, ctx);
  if (rewrite) return target ? { ...target, relative_url: rewrite.target, redirect_code: rewrite.redirectCode } : null;
  return resolveEntity(clean, ctx);
}

function resolveEntity(clean: string, ctx: StoreContext) {
  const category = categoryByUrlPath(clean);
  if (category) return { ...toCategoryModel(category, ctx.lang), type: 'CATEGORY', relative_url: clean, redirect_code: 0 };
  const product = productByUrlKey(clean);
  if (product) return { ...toProductModel(product, ctx.lang, mediaBase(ctx)), type: 'PRODUCT', relative_url: clean, redirect_code: 0 };
  // The store's root is its CMS home page (storeConfig.cms_home_page), as Magento resolves "/".
  const page = cmsPageByIdentifier(clean || storeConfigFor(ctx.storeCode).cms_home_page);
  return page ? toCmsPageModel(page) : null;
}
