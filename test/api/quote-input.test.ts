import { describe, expect, it } from 'vitest';
import { escapeControl, excerpt, EXCERPT_LIMIT } from '../../src/api/quote-input.js';

describe('escapeControl', () => {
  it('writes terminal escapes, bells and line breaks as visible escapes', () => {
    expect(escapeControl('a\u001b[2J\u001b]0;PWNED\u0007b\nc')).toBe('a\\x1b[2J\\x1b]0;PWNED\\x07b\\nc');
  });
  it('escapes C1 controls and the bidi overrides', () => {
    expect(escapeControl('x\u009by\u202ez')).toBe('x\\x9by\\u202ez');
  });
  it('leaves printable text alone', () => {
    expect(escapeControl('InitialMoney <- 1500 "é" ∈')).toBe('InitialMoney <- 1500 "é" ∈');
  });
});

describe('excerpt', () => {
  it('quotes a short text whole', () => {
    expect(excerpt('N = 3')).toBe('N = 3');
  });
  it('cuts a long text and says how long it was', () => {
    const quoted = excerpt('9'.repeat(1_000_000));
    expect(quoted).toBe(`${'9'.repeat(EXCERPT_LIMIT)}... (1,000,000 characters)`);
  });
  it('escapes what it keeps', () => {
    expect(excerpt(`\u001b${'x'.repeat(100)}`, 3)).toBe('\\x1bxx... (101 characters)');
  });
});
