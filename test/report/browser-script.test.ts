import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { browserScript } from '../../src/report/browser-script.js';

// npm test builds first: dist/browser/ holds the bundles
const bundle = (name: string) => readFileSync(new URL(`../../dist/browser/${name}.js`, import.meta.url), 'utf8');

describe('browserScript', () => {
  it('is the bundle npm run build wrote to dist/browser/, for each page', () => {
    expect(browserScript('trace-viewer')).toBe(bundle('trace-viewer'));
    expect(browserScript('explorer')).toBe(bundle('explorer'));
    expect(browserScript('trace-viewer')).not.toBe(browserScript('explorer'));
  });
});
