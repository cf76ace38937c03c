import type { Plugin } from 'graphql-yoga';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { useOnResolve } from '@envelop/on-resolve';
import type { GraphqlLimits } from './config';
import { longestVariableList, measureQuery } from './cost';
import { limitError } from './limitError';
import { limitRules } from './rules';

/**
 * All GraphQL limits as yoga plugins, each applied before the work it bounds: tokens while parsing, depth, aliases
 * and self-nesting while validating, the cost estimate (it needs the variables: pageSize is usually one) just before
 * execution. The timeout runs during execution: resolvers are synchronous SQLite reads, so a running one cannot be
 * interrupted, but every resolver that would start after the deadline answers the timeout instead, which ends the
 * operation within one resolver's time.
 */
export function useGraphqlLimits(limits: GraphqlLimits): Plugin[] {
  const deadlines = new WeakMap<object, number>();
  const timedOut = new WeakSet<object>();
  const timeoutError = () =>
    limitError(`This request took longer than ${limits.timeoutMs} ms and was stopped. Ask for fewer products or fields.`);
  return [
    maxTokensPlugin({
      n: limits.maxTokens,
      onReject: [
        () => {
          throw limitError(`The document has more than ${limits.maxTokens} tokens. Send a smaller query, or split it.`);
        },
      ],
    }),
    { onValidate: ({ addValidationRule }) => limitRules(limits).forEach(addValidationRule) },
    {
      onExecute({ args, setResultAndStopExecution }) {
        const refuse = (message: string) => setResultAndStopExecution({ errors: [limitError(message)] });
        const longest = longestVariableList(args.variableValues);
        if (longest > limits.maxListItems)
          return refuse(
            `A list in the variables has ${longest} values, the limit ${limits.maxListItems}. Ask for fewer values, or split the request.`,
          );
        let cost = 0;
        try {
          const measured = measureQuery(args.schema, args.document, args.variableValues ?? undefined, args.operationName);
          if (measured.refusal) return refuse(measured.refusal);
          cost = measured.cost;
        } catch {
          // Variables that do not coerce: execution itself answers with the precise error.
        }
        if (cost > limits.maxCost)
          return refuse(
            `This request is too expensive: its estimated cost is ${cost}, the limit ${limits.maxCost}. Ask for smaller pages (pageSize), fewer nested lists or fewer filter values.`,
          );
        const context = args.contextValue as object;
        deadlines.set(context, Date.now() + limits.timeoutMs);
        return {
          onExecuteDone({ result, setResult }) {
            if (timedOut.has(context) && !(Symbol.asyncIterator in result)) setResult({ errors: [timeoutError()] });
          },
        };
      },
    },
    useOnResolve(
      ({ context, replaceResolver }) => {
        const deadline = deadlines.get(context);
        if (deadline === undefined || Date.now() <= deadline) return;
        timedOut.add(context);
        replaceResolver(() => {
          throw timeoutError();
        });
      },
      { skipDefaultResolvers: true },
    ) as Plugin,
  ];
}
