import { describe, expect, it } from 'vitest';
import { VIEWER_STYLE } from '../../src/report/html-viewer-style.js';
import { renderHtmlViewer } from '../../src/report/html-viewer.js';

describe('VIEWER_STYLE', () => {
  it('styles only ids the viewer page has, and its rules close', () => {
    const page = renderHtmlViewer({ title: 't', source: 's', squares: [], steps: [], violation: null, note: null });
    expect(page).toContain(VIEWER_STYLE);
    const ids = new Set(
      [...VIEWER_STYLE.matchAll(/#([a-z][\w-]*)/g)].map((match) => match[1]!).filter((id) => !/^[0-9a-f]{3,6}$/.test(id)),
    );
    expect(ids.size).toBeGreaterThan(5);
    expect([...ids].filter((id) => !page.includes(`id="${id}"`))).toEqual([]);
    expect(VIEWER_STYLE.split('{').length).toBe(VIEWER_STYLE.split('}').length);
  });
});
