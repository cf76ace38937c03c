import { startTestBackend, type TestBackend } from '../../testing/testServer';
import { CMS_SEED } from '../repository';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

type Route = {
  route: { __typename: string; type: string; relative_url: string; title?: string; content?: string; name?: string; sku?: string } | null;
};
const ROUTE =
  '{ route(url: $url) { __typename type relative_url ... on CmsPage { title content } ... on CategoryTree { name } ... on SimpleProduct { sku } } }';
const route = async (url: string) => (await backend.graphql<Route>(`query($url: String!) ${ROUTE}`, { url })).data!.route;

describe('route(url:)', () => {
  it.each([
    ['/tiles', 'CategoryTree', 'CATEGORY'],
    ['/tiles/wooden-tiles', 'CategoryTree', 'CATEGORY'],
    ['/tiles/tile-collection/aurora', 'CategoryTree', 'CATEGORY'],
    ['/tiles/morbi-tiles', 'CategoryTree', 'CATEGORY'],
    ['/tiles/white-tiles?tiles=floor-tiles', 'CategoryTree', 'CATEGORY'],
    ['/about-us', 'CmsPage', 'CMS_PAGE'],
    ['/investor', 'CmsPage', 'CMS_PAGE'],
    ['/design-ideas/kitchen/l-shaped-kitchen', 'CmsPage', 'CMS_PAGE'],
    ['/projects-at-wooden-tiles', 'CmsPage', 'CMS_PAGE'],
    ['/inspection-doc', 'CmsPage', 'CMS_PAGE'],
  ])('resolves %s to a %s', async (url, typename, type) => {
    const r = await route(url);
    expect(r?.__typename).toBe(typename);
    expect(r?.type).toBe(type);
  });

  it('resolves a root-level product slug', async () => {
    const { data } = await backend.graphql<{ products: { items: { url_key: string; sku: string }[] } }>(
      '{ products(filter: { sku: { eq: "TL-1005" } }) { items { url_key sku } } }',
    );
    const r = await route(`/${data!.products.items[0].url_key}`);
    expect(r).toMatchObject({ __typename: 'SimpleProduct', type: 'PRODUCT', sku: 'TL-1005' });
  });

  it('answers null for unknown paths, including a product slug under /tiles', async () => {
    expect(await route('/no-such-page')).toBeNull();
    expect(await route('/tiles/no-such-tiles')).toBeNull();
  });

  it('answers the store root with its CMS home page (storeConfig.cms_home_page), as Magento does', async () => {
    expect(await route('/')).toMatchObject({ __typename: 'CmsPage', type: 'CMS_PAGE', relative_url: 'home' });
  });
});

describe('cmsPage(identifier:)', () => {
  it('serves every seeded page with written content', async () => {
    for (const seed of CMS_SEED) {
      const { data } = await backend.graphql<{ cmsPage: { title: string; content: string; meta_description: string } }>(
        'query($id: String!) { cmsPage(identifier: $id) { title content meta_description } }',
        { id: seed.identifier },
      );
      expect(data!.cmsPage.title).toBe(seed.title);
      expect(data!.cmsPage.content.replace(/<[^>]+>/g, ' ').trim().length).toBeGreaterThan(120);
      expect(data!.cmsPage.meta_description.length).toBeGreaterThan(20);
    }
  });

  it('covers every content route of the spec', () => {
    const ids = new Set(CMS_SEED.map((p) => p.identifier));
    for (const id of [
      'design-ideas',
      'design-ideas/bathroom',
      'design-ideas/kitchen',
      'design-ideas/living-room',
      'design-ideas/bedroom',
      'design-ideas/pooja-room',
      'design-ideas/wash-basin',
      'design-ideas/countertop',
      'design-ideas/front-elevation',
      'design-ideas/outdoor',
      'blog',
      'blog/web-story',
      'about-us',
      'core_values',
      'our-milestones',
      'about-us-awards-accolades',
      'executive-managers',
      'board-of-director',
      'innovation',
      'manufacturing-capabilities',
      'csr',
      'product-quality',
      'faq',
      'contact-us',
      'signature-company-showrooms',
      'residential-projects',
      'commercial-projects',
      'government-projects',
      'industrial-projects',
      'builders-contractors',
      'exports-project',
      'our-capabilities',
      'investor',
      'career',
      'press-release',
      'event',
      'latest-news',
      'masterbond-tile-adhesive',
      'inspection-doc',
      'download-catalogue',
      'download-export-catalogue',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it('gives the investor page anchors for its sections', async () => {
    const { data } = await backend.graphql<{ cmsPage: { content: string } }>('{ cmsPage(identifier: "investor") { content } }');
    for (const anchor of ['financial-results', 'annual-reports', 'shareholding-pattern', 'governance']) {
      expect(data!.cmsPage.content).toContain(`id="${anchor}"`);
      expect(data!.cmsPage.content).toContain(`href="#${anchor}"`);
    }
  });

  it("answers Magento's no-such-entity error for an unknown page", async () => {
    const { errors } = await backend.graphql('{ cmsPage(identifier: "nope") { title } }');
    expect(errors?.[0].message).toBe('The CMS page with the "nope" ID doesn\'t exist.');
    expect(errors?.[0].extensions?.category).toBe('graphql-no-such-entity');
  });
});
