import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  Kind,
  parse,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type DocumentNode,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';

const ROOT = path.resolve(__dirname, '../../..');
const REMOTES: Record<string, string> = JSON.parse(readFileSync(path.join(ROOT, 'shared/src/contracts/remote-list.json'), 'utf8')).remotes;
const SOURCES = ['shared/src', ...Object.values(REMOTES).map((folder) => `${folder}/src`), 'shell/src', 'shell/server'];
/** The largest page the storefront asks for (the catalogue's listing, mf-catalog fetchListing PAGE_SIZE). */
export const LARGEST_PAGE = 24;

function gqlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__tests__' || name === 'node_modules' ? [] : gqlFiles(full);
    return /\.gql\.ts$/.test(name) ? [full] : [];
  });
}

export interface StorefrontOperation {
  /** File and export, for test messages. */
  name: string;
  source: string;
  doc: DocumentNode;
  operation: OperationDefinitionNode;
}

/** Every exported string of a *.gql.ts module that holds an operation: what the storefront really sends. */
export async function storefrontOperations(): Promise<StorefrontOperation[]> {
  const files = SOURCES.flatMap((d) => gqlFiles(path.join(ROOT, d)));
  const found: StorefrontOperation[] = [];
  for (const file of files) {
    const exported = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exported)) {
      if (typeof value !== 'string' || !/^\s*(query|mutation)\b/m.test(value)) continue;
      const doc = parse(value);
      const operation = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
      if (operation) found.push({ name: `${path.relative(ROOT, file)} ${name}`, source: value, doc, operation });
    }
  }
  return found;
}

/** A plausible value for a variable of this type: pageSize gets the largest page, lists are empty, objects get their required fields. */
export function sampleValue(name: string, type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(name, type.ofType);
  if (isListType(type)) return [];
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, sampleValue(f.name, f.type)]),
    );
  }
  if (isEnumType(type)) return type.getValues()[0].value;
  const scalars: Record<string, unknown> = { Int: name === 'pageSize' ? LARGEST_PAGE : 1, Float: 1, String: 'x', ID: 'x', Boolean: true };
  return scalars[type.name] ?? 'x';
}
