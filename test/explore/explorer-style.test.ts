import { describe, expect, it } from 'vitest';
import type { ModelReport } from '../../src/explore/api-types.js';
import { EXPLORER_STYLE } from '../../src/explore/explorer-style.js';
import { renderExplorerPage } from '../../src/explore/page.js';

describe('EXPLORER_STYLE', () => {
  it('styles only ids the explorer page has, and its rules close', () => {
    const page = renderExplorerPage({ source: 'm.cfg', constants: {}, squares: [], values: [] } as unknown as ModelReport);
    const ids = new Set(
      [...EXPLORER_STYLE.matchAll(/#([a-z][\w-]*)/g)].map((match) => match[1]!).filter((id) => !/^[0-9a-f]{3,6}$/.test(id)),
    );
    expect(ids.size).toBeGreaterThan(10);
    expect([...ids].filter((id) => !page.includes(`id="${id}"`))).toEqual([]);
    expect(EXPLORER_STYLE.split('{').length).toBe(EXPLORER_STYLE.split('}').length);
  });
});
