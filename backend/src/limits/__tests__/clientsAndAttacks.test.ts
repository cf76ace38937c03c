import {
  Kind,
  parse,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type NamedTypeNode,
  type OperationDefinitionNode,
} from 'graphql';
import { buildStoreSchema } from '../../schema';
import { graphqlLimitsFromEnv } from '../config';
import { queryCost } from '../cost';
import { sampleValue, storefrontOperations } from '../../testing/storefrontOperations';
import { asSent, ADOBE_COMMERCE_ONLY, VENIA } from '../../testing/veniaOperations';
import { COMMERCE_ONLY_OPERATIONS, dropinOperations, openSourcePart } from '../../testing/dropinOperations';

/**
 * The cost limit sits between two measured sides: every operation Magento's clients send (this storefront, PWA
 * Studio's Venia, Adobe's drop-ins) costs at most the limit, and every attack shape the hostile-input tests hold
 * (graphqlLimits, inputCost, wishlistWriteLimits) costs more. The table is printed for the README.
 */
const schema = buildStoreSchema();
const { maxCost } = graphqlLimitsFromEnv({});

/** The variables a client sends: its own defaults, and a plausible value for each required one without a default. */
function variablesOf(doc: DocumentNode): Record<string, unknown> {
  const op = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return Object.fromEntries(
    (op?.variableDefinitions ?? [])
      .filter((v) => !v.defaultValue)
      .map((v) => [
        v.variable.name.value,
        sampleValue(v.variable.name.value, typeFromAST(schema, v.type as NamedTypeNode) as GraphQLInputType),
      ]),
  );
}

const FLOOR = 'filter: { category_url_path: { eq: "tiles/floor-tiles" } }';
const skus = (n: number) => Array.from({ length: n }, (_, i) => `TILE-${String(i).padStart(6, '0')}`);
const aliases = (n: number, field: (alias: string) => string) => Array.from({ length: n }, (_, i) => field(`a${i}`)).join(' ');
const wishlistAdd = (n: number) =>
  `mutation ($items: [WishlistItemInput!]!) { ${aliases(n, (a) => `${a}: addProductsToWishlist(wishlistId: "0", wishlistItems: $items) { wishlist { items_count } user_errors { code message } }`)} }`;
const items = (n: number) => Array.from({ length: n }, (_, i) => ({ sku: `TL-${1001 + (i % 200)}`, quantity: 1 }));

/** The refused shapes, as the hostile-input tests send them; `catalogue` sets the store's size in tiles. */
const ATTACKS: { name: string; query: string; variables?: Record<string, unknown>; catalogue?: number }[] = [
  {
    name: '300 products × 8 related (graphqlLimits)',
    query: `query ($size: Int!) { products(${FLOOR}, pageSize: $size) { items { sku name related_products { sku name } } } }`,
    variables: { size: 300 },
  },
  {
    name: '30 aliases × 1,000 skus (graphqlLimits)',
    query: `query ($skus: [String]) { ${aliases(30, (a) => `${a}: products(filter: { sku: { in: $skus } }) { total_count }`)} }`,
    variables: { skus: skus(1000) },
  },
  {
    name: '10 aliases × 600,000-character match (graphqlLimits)',
    query: `query ($q: String) { ${aliases(10, (a) => `${a}: products(filter: { name: { match: $q } }) { total_count }`)} }`,
    variables: { q: 'm'.repeat(600_000) },
  },
  {
    name: '1,000 skus in a 50,000-tile store (inputCost)',
    query: 'query ($skus: [String]) { products(filter: { sku: { in: $skus } }) { total_count } }',
    variables: { skus: skus(1000) },
    catalogue: 50_000,
  },
  { name: '4 aliases × 1,000 wishlist items (wishlistWriteLimits)', query: wishlistAdd(4), variables: { items: items(1000) } },
  { name: '4 aliases × 240 wishlist items (wishlistWriteLimits)', query: wishlistAdd(4), variables: { items: items(240) } },
  {
    name: '10 aliases of the whole wishlist (wishlistWriteLimits)',
    query: `{ customer { ${aliases(10, (a) => `${a}: wishlist { items { id qty description added_at product { sku name url_key } } }`)} } }`,
  },
];

function attackCost(attack: (typeof ATTACKS)[number]): number {
  if (attack.catalogue) process.env.TILES_CATALOGUE_SIZE = String(attack.catalogue);
  try {
    return queryCost(schema, parse(attack.query), attack.variables ?? {});
  } finally {
    delete process.env.TILES_CATALOGUE_SIZE;
  }
}

it('admits every operation of Magento’s clients and refuses every attack shape, with the limit between them', async () => {
  const clients = [
    ...(await storefrontOperations()).map((op) => ({ client: 'this storefront', name: op.name, doc: op.doc })),
    ...VENIA.operations
      .filter((op) => !(op.name in ADOBE_COMMERCE_ONLY))
      .map((op) => ({ client: 'Venia', name: op.name, doc: asSent(op.document) })),
    ...dropinOperations()
      .filter((op) => !(op.name in COMMERCE_ONLY_OPERATIONS))
      .map((op) => ({ client: 'drop-ins', name: op.name, doc: openSourcePart(schema, op.document) })),
  ].map((c) => ({ ...c, cost: queryCost(schema, c.doc, variablesOf(c.doc)) }));
  const attacks = ATTACKS.map((a) => ({ name: a.name, cost: attackCost(a) }));

  const rows = ['this storefront', 'Venia', 'drop-ins'].map((client) => {
    const own = clients.filter((c) => c.client === client).sort((a, b) => b.cost - a.cost);
    return `| ${client} (${own.length} operations) | ${own[0].cost} (${own[0].name}) |`;
  });
  const cheapest = [...attacks].sort((a, b) => a.cost - b.cost);
  console.log(
    [
      `| side | cost |`,
      `|---|---|`,
      ...rows.map((r) => r.replace('| ', '| most costly of ')),
      `| the limit | ${maxCost} |`,
      ...cheapest.map((a) => `| attack: ${a.name} | ${a.cost} |`),
    ].join('\n'),
  );

  expect(clients.filter((c) => c.cost > maxCost).map((c) => `${c.client} ${c.name} ${c.cost}`)).toEqual([]);
  expect(attacks.filter((a) => a.cost <= maxCost)).toEqual([]);
  // Room on both sides: a client a fifth larger still passes, the cheapest attack costs a fifth more than the limit.
  expect(Math.max(...clients.map((c) => c.cost)) * 1.2).toBeLessThanOrEqual(maxCost);
  expect(cheapest[0].cost).toBeGreaterThanOrEqual(maxCost * 1.2);
});
