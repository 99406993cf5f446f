import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { escapeControl, excerpt, EXCERPT_LIMIT } from '../../src/input/quote.js';

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

describe('on any text (fast-check)', () => {
  // every character a terminal acts on: C0, DEL, C1, the line separators, the bidi controls
  const unsafe = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
  const anyText = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc.string({ unit: fc.integer({ min: 0, max: 0x2070 }).map((code) => String.fromCharCode(code)), maxLength: 300 }),
  );

  it('escapeControl leaves no control character, and changes nothing else', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const escaped = escapeControl(text);
        expect(escaped).not.toMatch(unsafe);
        if (!unsafe.test(text)) expect(escaped).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  it('excerpt is escaped and bounded whatever the length of the text', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 1, max: 80 }), (text, limit) => {
        const quoted = excerpt(text, limit);
        expect(quoted).not.toMatch(unsafe);
        // an escape is at most six characters (\u202e); the length note at most 30
        expect(quoted.length).toBeLessThanOrEqual(6 * limit + 30);
        if (text.length <= limit) expect(quoted).toBe(escapeControl(text));
      }),
      { numRuns: 500 },
    );
  });
});
