// The GraphQL documents of the remotes: `graphql(/* GraphQL */ `…`)` templates in `*.gql.ts` files (the convention
// every remote follows; codegen.mjs reads the same files). Templates have no interpolations (codegen types a
// document by its exact text): fragments are found by name across the remote's files, as codegen does.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'graphql';

/** Tracked `*.gql.ts` files of the remotes and shared (git ls-files: no build output, no node_modules). */
export function gqlFiles(root) {
  const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.gql.ts'], {
    cwd: root,
    encoding: 'utf8',
  });
  return tracked.split('\n').filter((f) => f && /^(shared|shell|mf-[a-z]+)\/src\//.test(f));
}

const TEMPLATE = /\/\* GraphQL \*\/ `([^`]*)`/g;

export function documentsOf(root, file) {
  const source = readFileSync(path.join(root, file), 'utf8');
  const found = [];
  for (const m of source.matchAll(TEMPLATE)) {
    const line = source.slice(0, m.index).split('\n').length;
    found.push({ file, line, ast: parse(m[1]) });
  }
  return found;
}
