// Bundles the board pages' browser code (TypeScript under src/**/browser/, type-checked by
// tsconfig.browser.json) into one script per page, dist/browser/NAME.js, which the pages
// embed inline (report/browser-script.ts reads them): no file is fetched when a page is opened.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const root = new URL('../', import.meta.url).pathname;
export const BROWSER_ENTRIES = {
  'trace-viewer': 'src/report/browser/trace-viewer.ts',
  explorer: 'src/explore/browser/explorer.ts',
};

await build({
  entryPoints: Object.entries(BROWSER_ENTRIES).map(([out, source]) => ({ in: `${root}${source}`, out })),
  outdir: `${root}dist/browser`,
  bundle: true,
  platform: 'browser',
  format: 'iife',
  target: 'es2020',
  charset: 'utf8',
  legalComments: 'none',
  logLevel: 'warning',
});
// the script is written inside <script>...</script>: it must not end the element itself
for (const name of Object.keys(BROWSER_ENTRIES)) {
  const script = readFileSync(`${root}dist/browser/${name}.js`, 'utf8');
  if (/<\/script|<!--/i.test(script))
    throw new Error(`dist/browser/${name}.js contains '</script' or '<!--', which would break the page it is embedded in`);
}
