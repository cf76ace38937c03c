import { Lexer, Source, TokenKind, specifiedRules, validate, type GraphQLInputType, type NamedTypeNode, typeFromAST } from 'graphql';
import { buildStoreSchema } from '../../schema';
import { graphqlLimitsFromEnv } from '../config';
import { queryCost } from '../cost';
import { limitRules } from '../rules';
import { sampleValue as sample, storefrontOperations } from '../../testing/storefrontOperations';

function tokens(source: string): number {
  const lexer = new Lexer(new Source(source));
  let n = 0;
  while (lexer.advance().kind !== TokenKind.EOF) n++;
  return n;
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
      const variables = Object.fromEntries(
        (op.operation.variableDefinitions ?? []).map((v) => [
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
