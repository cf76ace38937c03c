import { NoSchemaIntrospectionCustomRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { ConfigError } from '../configError';
import { isProduction } from '../runMode';

/** What the API tells about its own schema beyond the answers: introspection, and "Did you mean …" in errors. */
export interface SchemaDisclosure {
  introspection: boolean;
  suggestions: boolean;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = (env[name] ?? '').trim();
  if (raw === '') return fallback;
  if (raw !== '0' && raw !== '1') throw new ConfigError(`${name} must be 0 or 1 (got "${raw}").`);
  return raw === '1';
}

/**
 * `TILES_GRAPHQL_INTROSPECTION`, `TILES_GRAPHQL_SUGGESTIONS` (0 or 1): on for local runs and tests, off in production
 * (NODE_ENV=production) unless set to 1. The schema is Magento's and public, but a production API need not map the
 * store's extensions for a prober, nor name the field a guess almost hit.
 */
export function schemaDisclosureFromEnv(env: NodeJS.ProcessEnv = process.env): SchemaDisclosure {
  const developing = !isProduction(env);
  return {
    introspection: flag(env, 'TILES_GRAPHQL_INTROSPECTION', developing),
    suggestions: flag(env, 'TILES_GRAPHQL_SUGGESTIONS', developing),
  };
}

/** graphql-js's own rule refuses `__schema` and `__type` (not `__typename`); graphql-armor drops the suggestions. */
export function useSchemaDisclosure(disclosure: SchemaDisclosure): Plugin[] {
  return [
    ...(disclosure.introspection
      ? []
      : [{ onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule) } as Plugin]),
    ...(disclosure.suggestions ? [] : [blockFieldSuggestionsPlugin({ mask: '' }) as Plugin]),
  ];
}
