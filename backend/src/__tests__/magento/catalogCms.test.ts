/**
 * Ported from Magento 2.4.7 api-functional GraphQl/Catalog/*Test.php and GraphQl/Cms/CmsPageTest.php, on this
 * store's data. README "Magento parity" counts them.
 */
import { withTestBackend } from '../../testing/testServer';
import { firstError } from './fixtures';

jest.setTimeout(30_000);
const backend = withTestBackend();
const gql = (q: string) => backend().graphql(q);

describe('Magento\\GraphQl\\Catalog\\ProductSearchTest', () => {
  it('testQueryWithNoSearchOrFilterArgumentException', async () => {
    expect(firstError(await gql('{ products(pageSize: 1) { total_count } }'))?.message).toBe(
      "'search' or 'filter' input argument is required.",
    );
  });
  it('testInvalidCurrentPage', async () => {
    expect(firstError(await gql('{ products(filter: { sku: { eq: "x" } }, currentPage: 0) { total_count } }'))?.message).toBe(
      'currentPage value must be greater than 0.',
    );
  });
  it('testInvalidPageSize', async () => {
    expect(firstError(await gql('{ products(filter: { sku: { eq: "x" } }, pageSize: 0) { total_count } }'))?.message).toBe(
      'pageSize value must be greater than 0.',
    );
  });
  it('testQueryPageOutOfBoundException', async () => {
    expect(
      firstError(await gql('{ products(filter: { category_url_path: { eq: "tiles" } }, pageSize: 300, currentPage: 3) { total_count } }'))
        ?.message,
    ).toBe('currentPage value 3 specified is greater than the 2 page(s) available.');
  });
  it('testFilterProductsByNameWithShortMatch: a match shorter than the minimum query length', async () => {
    expect(firstError(await gql('{ products(filter: { name: { match: "ab" } }) { total_count } }'))?.message).toBe(
      'Invalid match filter. Minimum length is 3.',
    );
  });
});

describe('Magento\\GraphQl\\Catalog\\CategoryListTest', () => {
  // Magento's CategoryFilter turns a match into LIKE %value% (trimmed, search operators dropped, at least
  // catalog/search/min_query_length characters), on the name in the store view's language.
  const names = async (q: string) => ((await gql(q)).data as { categories: { total_count: number; items: { name: string }[] } }).categories;
  it('testFilterByNameMatch: a part of a name, in any case, finds the categories whose names hold it', async () => {
    const found = await names('{ categories(filters: { name: { match: "OODEN til" } }) { total_count items { name } } }');
    expect(found.items.map((c) => c.name)).toEqual(['Wooden Tiles']);
    expect(found.total_count).toBe(1);
  });
  it('testFilterByNameMatch: every category whose name holds the word', async () => {
    const found = await names('{ categories(filters: { name: { match: "collection" } }, pageSize: 100) { items { name } } }');
    expect(found.items.length).toBeGreaterThan(1);
    for (const c of found.items) expect(c.name.toLowerCase()).toContain('collection');
  });
  it('testFilterByNameMatch: a name no category holds finds none', async () => {
    expect(await names('{ categories(filters: { name: { match: "no such category" } }) { total_count items { name } } }')).toEqual({
      total_count: 0,
      items: [],
    });
  });
  it('testFilterByNameMatch: a match shorter than the minimum query length', async () => {
    expect(firstError(await gql('{ categories(filters: { name: { match: " ab! " } }) { total_count } }'))?.message).toBe(
      'Invalid match filter. Minimum length is 3.',
    );
  });

  it('testCategoriesPaging: invalid page size and current page', async () => {
    expect(firstError(await gql('{ categories(pageSize: 0) { total_count } }'))?.message).toBe('pageSize value must be greater than 0.');
    expect(firstError(await gql('{ categories(currentPage: 0) { total_count } }'))?.message).toBe(
      'currentPage value must be greater than 0.',
    );
  });
});

describe('Magento\\GraphQl\\Cms\\CmsPageTest', () => {
  it('testGetCmsPageByIdentifier', async () => {
    const { data } = await gql('{ cmsPage(identifier: "about-us") { identifier } }');
    expect(data).toEqual({ cmsPage: { identifier: 'about-us' } });
  });
  it('testGetCmsPageById', async () => {
    const { data } = await gql('{ cmsPage(id: 1) { identifier title } }');
    expect((data as { cmsPage: { identifier: string } }).cmsPage.identifier).toEqual(expect.any(String));
  });
  it('testGetCmsPageWithoutId', async () => {
    expect(firstError(await gql('{ cmsPage { title } }'))?.message).toBe('Page id/identifier should be specified');
  });
  it('testGetCmsPageByNonExistentId', async () => {
    expect(firstError(await gql('{ cmsPage(id: 0) { title } }'))?.message).toBe('The CMS page with the "0" ID doesn\'t exist.');
  });
  it('testGetCmsPageByNonExistentIdentifier', async () => {
    expect(firstError(await gql('{ cmsPage(identifier: "") { title } }'))).toMatchObject({
      message: 'The CMS page with the "" ID doesn\'t exist.',
      extensions: { category: 'graphql-no-such-entity' },
    });
  });
});

describe('Served schema: no operation answers null where Magento would act', () => {
  it('refuses an operation this store does not resolve at validation', async () => {
    const { errors } = await gql('mutation { deleteCustomer }');
    expect(errors?.[0].message).toMatch(/Cannot query field "deleteCustomer" on type "Mutation"/);
  });
});

/**
 * Where the store differs from Magento's CategoryUidArgsProcessor / CategoryUrlPathArgsProcessor, on purpose: Magento
 * refuses `category_id`, `category_uid` and `category_url_path` together ("`category_id` and `category_url_path` can't
 * be used at the same time.") and an unknown path ("No category with the provided `category_url_path` was found"). The
 * store's listing (mf-catalog listingParams.ts) narrows a category page by `?cat=` (category_id) and `?tiles=`
 * (category_url_path) beside the page's category_uid, and drops an unknown `tiles` after an empty answer; Magento's
 * errors would turn those pages into error pages. Here the filters intersect and an unknown path matches nothing.
 */
describe('Magento\\GraphQl\\Catalog\\ProductSearchTest: category filters together (the store intersects them)', () => {
  type Category = { id: number; uid: string; url_path: string };
  type Listing = { total_count: number; items: { sku: string; categories: { url_path: string }[] }[] };
  const listing = async (filter: string) => {
    const answer = await gql(`{ products(filter: { ${filter} }, pageSize: 300) { total_count items { sku categories { url_path } } } }`);
    expect(answer.errors).toBeUndefined();
    return (answer.data as { products: Listing }).products;
  };
  let floor: Category;
  let bathroom: Category;
  beforeAll(async () => {
    const { data } = await gql(
      '{ categoryList(filters: { url_path: { in: ["tiles/floor-tiles", "tiles/bathroom-tiles"] } }) { id uid url_path } }',
    );
    const found = (data as { categoryList: Category[] }).categoryList;
    floor = found.find((c) => c.url_path === 'tiles/floor-tiles')!;
    bathroom = found.find((c) => c.url_path === 'tiles/bathroom-tiles')!;
    expect(floor && bathroom).toBeTruthy();
  });

  it('category_url_path with the same category_id is the category alone (Magento: "can\'t be used at the same time")', async () => {
    const alone = await listing('category_url_path: { eq: "tiles/floor-tiles" }');
    expect(alone.total_count).toBeGreaterThan(0);
    const both = await listing(`category_url_path: { eq: "tiles/floor-tiles" }, category_id: { eq: "${floor.id}" }`);
    expect(both.total_count).toBe(alone.total_count);
  });
  it.each([
    ['category_url_path and category_uid', () => `category_url_path: { eq: "tiles/floor-tiles" }, category_uid: { eq: "${bathroom.uid}" }`],
    ['category_id and category_uid', () => `category_id: { eq: "${floor.id}" }, category_uid: { eq: "${bathroom.uid}" }`],
  ])('%s of two categories: the tiles in both', async (_, filter) => {
    const floorOnly = await listing('category_url_path: { eq: "tiles/floor-tiles" }');
    const bathroomOnly = await listing(`category_uid: { eq: "${bathroom.uid}" }`);
    const both = await listing(filter());
    expect(both.total_count).toBeGreaterThan(0);
    // Fewer than either alone: neither filter was dropped.
    expect(both.total_count).toBeLessThan(Math.min(floorOnly.total_count, bathroomOnly.total_count));
    for (const item of both.items)
      expect(item.categories.map((c) => c.url_path)).toEqual(expect.arrayContaining(['tiles/floor-tiles', 'tiles/bathroom-tiles']));
  });
  it('an unknown category_url_path matches nothing (Magento: "No category with the provided `category_url_path` was found")', async () => {
    expect(await listing('category_url_path: { eq: "tiles/no-such-tiles" }')).toEqual({ total_count: 0, items: [] });
  });
});
