import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  Kind,
  Lexer,
  Source,
  TokenKind,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLInputType,
  type NamedTypeNode,
  type OperationDefinitionNode,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  typeFromAST,
} from 'graphql';
import { buildStoreSchema } from '../../schema';
import { graphqlLimitsFromEnv } from '../config';
import { queryCost } from '../cost';
import { limitRules } from '../rules';

const ROOT = path.resolve(__dirname, '../../../..');
const SOURCES = [
  'shared/src',
  'mf-header/src',
  'mf-cart/src',
  'mf-leads/src',
  'mf-search/src',
  'mf-catalog/src',
  'shell/src',
  'shell/server',
];
/** The largest page the storefront asks for (the catalogue's listing, mf-catalog fetchListing PAGE_SIZE). */
const LARGEST_PAGE = 24;

function gqlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__tests__' || name === 'node_modules' ? [] : gqlFiles(full);
    return /\.gql\.ts$/.test(name) ? [full] : [];
  });
}

function tokens(source: string): number {
  const lexer = new Lexer(new Source(source));
  let n = 0;
  while (lexer.advance().kind !== TokenKind.EOF) n++;
  return n;
}

/** A plausible value for a variable of this type: pageSize gets the largest page, lists are empty, objects get their required fields. */
function sample(name: string, type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(name, type.ofType);
  if (isListType(type)) return [];
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, sample(f.name, f.type)]),
    );
  }
  if (isEnumType(type)) return type.getValues()[0].value;
  const scalars: Record<string, unknown> = { Int: name === 'pageSize' ? LARGEST_PAGE : 1, Float: 1, String: 'x', ID: 'x', Boolean: true };
  return scalars[type.name] ?? 'x';
}

/** Every exported string of a *.gql.ts module that holds an operation: what the storefront really sends. */
async function storefrontOperations(): Promise<{ name: string; source: string; doc: DocumentNode }[]> {
  const files = SOURCES.flatMap((d) => gqlFiles(path.join(ROOT, d)));
  const found = [];
  for (const file of files) {
    const exported = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exported)) {
      if (typeof value !== 'string' || !/^\s*(query|mutation)\b/m.test(value)) continue;
      found.push({ name: `${path.relative(ROOT, file)} ${name}`, source: value, doc: parse(value) });
    }
  }
  return found;
}

describe('the storefront’s own documents pass the default GraphQL limits with headroom', () => {
  const limits = graphqlLimitsFromEnv({});
  const schema = buildStoreSchema();

  it('finds the documents', async () => {
    expect((await storefrontOperations()).length).toBeGreaterThan(15);
  });

  it('each validates with the limit rules, and uses at most half of every limit', async () => {
    const worst = { tokens: 0, cost: 0 };
    for (const op of await storefrontOperations()) {
      expect([op.name, validate(schema, op.doc, [...specifiedRules, ...limitRules(limits)]).map((e) => e.message)]).toEqual([op.name, []]);
      const operation = op.doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
      const variables = Object.fromEntries(
        (operation?.variableDefinitions ?? []).map((v) => [
          v.variable.name.value,
          sample(v.variable.name.value, typeFromAST(schema, v.type as NamedTypeNode) as GraphQLInputType),
        ]),
      );
      worst.tokens = Math.max(worst.tokens, tokens(op.source));
      worst.cost = Math.max(worst.cost, queryCost(schema, op.doc, variables));
    }
    // Depth and aliases: the rules above would have failed at half the limit too (checked next).
    expect(worst.tokens * 2).toBeLessThanOrEqual(limits.maxTokens);
    expect(worst.cost * 2).toBeLessThanOrEqual(limits.maxCost);
  });

  it("also validates with half the alias limit and 5 levels less depth (checkout needs 11 of Magento's 20)", async () => {
    const half = { ...limits, maxDepth: limits.maxDepth - 5, maxAliases: Math.floor(limits.maxAliases / 2) };
    for (const op of await storefrontOperations()) {
      expect([op.name, validate(schema, op.doc, limitRules(half)).map((e) => e.message)]).toEqual([op.name, []]);
    }
  });
});
