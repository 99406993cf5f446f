/**
 * The bundled browser code of a board page, to embed in it: dist/browser/NAME.js,
 * bundled from the TypeScript in src's browser/ folders by `npm run build` (scripts/bundle-browser.mjs).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type BrowserScriptName = 'trace-viewer' | 'explorer';

const loaded = new Map<BrowserScriptName, string>();

/** The script's text. The package root is two folders up from src/report/, dist/report/ and the CLI bundle in dist/cli/ alike. */
export function browserScript(name: BrowserScriptName): string {
  const known = loaded.get(name);
  if (known !== undefined) return known;
  const path = fileURLToPath(new URL(`../../dist/browser/${name}.js`, import.meta.url));
  let script: string;
  try {
    script = readFileSync(path, 'utf8');
  } catch {
    throw new Error(`the ${name} page's script ${path} is missing; run \`npm run build\``);
  }
  loaded.set(name, script);
  return script;
}
