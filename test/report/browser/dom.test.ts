import { describe, expect, it } from 'vitest';
import { money } from '../../../src/report/browser/dom.js';

// the other helpers need a DOM: the Chromium test (test/report/html-viewer-browser.test.ts) runs them in the page
describe('money', () => {
  it('writes dollars with thousands grouped, the sign before the dollar', () => {
    expect([money(0), money(1500), money(1_234_567), money(-100), money(-2500)]).toEqual([
      '$0',
      '$1,500',
      '$1,234,567',
      '-$100',
      '-$2,500',
    ]);
  });
});
