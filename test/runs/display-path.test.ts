import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { displayPath } from '../../src/runs/display-path.js';

describe('displayPath', () => {
  it('is relative to the working directory below it, and as given elsewhere', () => {
    expect(displayPath(join(process.cwd(), 'specs', 'n2_m0_x0.cfg'))).toBe(`specs${sep}n2_m0_x0.cfg`);
    expect(displayPath('specs/n2_m0_x0.cfg')).toBe(`specs${sep}n2_m0_x0.cfg`);
    const outside = join(process.cwd(), '..', 'elsewhere.cfg');
    expect(displayPath(outside)).toBe(outside);
    expect(displayPath('/')).toBe('/');
  });
});
