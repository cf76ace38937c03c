import { Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import type { GraphqlLimits } from './config';
import { NO_SELF_NESTING } from './cost';
import { limitError } from './limitError';

/** graphql-armor words its errors as syntax errors; ours say which limit and how to stay within it. */
const reword = (what: string) => (ctx: ValidationContext | null, err: Error) =>
  ctx?.reportError(limitError(`${err.message.replace(/^Syntax Error: /, '')} ${what}`));

/**
 * A field from NO_SELF_NESTING selected inside itself (related products of related products …), through fragments
 * too. Each level multiplies the work by the related list's length, and no page shows more than one level.
 */
export const noSelfNestingRule: ValidationRule = (context) => {
  const visit = (set: SelectionSetNode | undefined, open: Set<string>, seen: Set<string>): string | null => {
    for (const s of set?.selections ?? []) {
      if (s.kind === Kind.FIELD) {
        const name = s.name.value;
        if (NO_SELF_NESTING.has(name) && open.has(name)) return name;
        const inner = NO_SELF_NESTING.has(name) ? new Set([...open, name]) : open;
        const found = visit(s.selectionSet, inner, seen);
        if (found) return found;
      } else if (s.kind === Kind.INLINE_FRAGMENT) {
        const found = visit(s.selectionSet, open, seen);
        if (found) return found;
      } else {
        const key = `${s.name.value}|${[...open].join(',')}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const found = visit(context.getFragment(s.name.value)?.selectionSet, open, seen);
        if (found) return found;
      }
    }
    return null;
  };
  const visitor: ASTVisitor = {
    OperationDefinition(op) {
      const field = visit(op.selectionSet, new Set(), new Set());
      if (field)
        context.reportError(
          limitError(
            `"${field}" cannot be selected inside "${field}": ask for one level and fetch a related product's own list by its URL.`,
          ),
        );
    },
  };
  return visitor;
};

/** The document-only limits, run with the other validation rules (and cached with them per document). */
export function limitRules(limits: GraphqlLimits): ValidationRule[] {
  return [
    maxDepthRule({ n: limits.maxDepth, propagateOnRejection: false, onReject: [reword('Select fewer nested levels.')] }),
    // Every alias counts, __typename too: 200,000 aliased __typename fields are still 200,000 fields.
    maxAliasesRule({
      n: limits.maxAliases,
      allowList: [],
      propagateOnRejection: false,
      onReject: [reword('Send fewer aliased fields, or split the request.')],
    }),
    noSelfNestingRule,
  ];
}
