/** @jest-environment node */
/**
 * The production builds' CSS minimizer (the factory's, as the shell and the remotes are built), run in a real webpack
 * build (css-loader + mini-css-extract-plugin, source maps on): the extracted file is minified, means the same, and
 * its source map still leads to the source file.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import { createWebpackConfig } from '../create-webpack-config.cjs';

/** The CSS minimizer of the factory's production configuration (after Terser's '...'). */
const cssMinimizer = () => {
  const config = createWebpackConfig({ dir: path.join(tmpdir(), 'mf_probe'), federation: { name: 'mf_probe' } })(
    {},
    { mode: 'production' },
  );
  return config.optimization.minimizer.find((m: unknown) => m !== '...');
};

const SOURCE = `/* The card's frame: kept as a comment in the source only. */
.card {
  margin: 0px 0px 8px 0px;
  color: #ffffff;
}

@media (max-width: 600px) {
  .card   { padding : 4px ; }
}
`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'minify-css-'));
  writeFileSync(path.join(dir, 'card.css'), SOURCE);
  writeFileSync(path.join(dir, 'index.js'), "import './card.css';\n");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function build(minimize: boolean): Promise<{ css: string; map: { sources: string[]; mappings: string } }> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    devtool: 'source-map',
    entry: { main: './index.js' },
    output: { path: path.join(dir, 'dist'), filename: '[name].js' },
    module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] }] },
    plugins: [new MiniCssExtractPlugin({ filename: '[name].css' })],
    optimization: { minimize, minimizer: ['...', cssMinimizer()] },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) return reject(error ?? new Error(stats?.toString()));
      resolve({
        css: readFileSync(path.join(dir, 'dist/main.css'), 'utf8'),
        map: JSON.parse(readFileSync(path.join(dir, 'dist/main.css.map'), 'utf8')),
      });
    }),
  );
}

const withoutMapComment = (css: string) => css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');

test('the extracted CSS is minified: no comments or spacing, shorter values, the same rules', async () => {
  const { css } = await build(true);
  expect(withoutMapComment(css).trim()).toBe('.card{margin:0 0 8px;color:#fff}@media(max-width:600px){.card{padding:4px}}');
  expect(css).toMatch(/\/\*# sourceMappingURL=main\.css\.map\s*\*\/\s*$/);
});

test('its source map still points at the source file', async () => {
  const { map } = await build(true);
  expect(map.sources.some((s) => s.endsWith('card.css'))).toBe(true);
  expect(map.mappings).not.toBe('');
});

test('a build that does not minimize keeps the CSS as written', async () => {
  const { css } = await build(false);
  expect(css).toContain("/* The card's frame: kept as a comment in the source only. */");
});
