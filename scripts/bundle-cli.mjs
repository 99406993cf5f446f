// Bundles the command line (dist/cli/main.js, with its dependencies) into one file, dist/cli/monocheck.js,
// the package's bin: Node then starts it in one read instead of resolving and loading some 150 modules
// (docs/performance.md has the start-up times). Worker threads still load the unbundled modules beside it.
import { chmodSync } from 'node:fs';
import { build } from 'esbuild';

const outfile = new URL('../dist/cli/monocheck.js', import.meta.url).pathname;
await build({
  entryPoints: [new URL('../dist/cli/main.js', import.meta.url).pathname],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  // loaded only when a spec beside a model must be parsed; it finds its .wasm beside its own module
  external: ['web-tree-sitter'],
  // CommonJS dependencies inside an ES module bundle call require() for Node's built-ins
  banner: {
    js: "import { createRequire as createRequireInBundle } from 'node:module'; const require = createRequireInBundle(import.meta.url);",
  },
});
chmodSync(outfile, 0o755);
