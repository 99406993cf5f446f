import { describe, expect, it } from 'vitest';
import { constantsJson, constantsText, constantsTextWithNotes, type ModelConstant } from '../../src/report/model-constants.js';

const constants: ModelConstant[] = [
  { name: 'N', value: 2 },
  {
    name: 'Players',
    value: {
      kind: 'set',
      elements: [
        { kind: 'model-value', name: 'p1' },
        { kind: 'model-value', name: 'p2' },
      ],
    },
  },
  { name: 'Fast', value: false },
  { name: 'MaxDepth', value: 0, note: 'no depth bound' },
  { name: 'Name', value: 'board' },
];

describe('constantsText', () => {
  it('lists the constants in their order, values as TLC prints them on one line', () => {
    expect(constantsText(constants)).toBe('N = 2, Players = {p1, p2}, Fast = FALSE, MaxDepth = 0, Name = "board"');
  });

  it('says so when there are none', () => {
    expect(constantsText([])).toBe('no constants');
    expect(constantsTextWithNotes([])).toBe('no constants');
  });
});

describe('constantsTextWithNotes', () => {
  it('adds the notes after the list, joined by semicolons', () => {
    expect(constantsTextWithNotes(constants)).toBe(`${constantsText(constants)} (no depth bound)`);
    const two: ModelConstant[] = [
      { name: 'A', value: 0, note: 'one' },
      { name: 'B', value: 1, note: 'two' },
    ];
    expect(constantsTextWithNotes(two)).toBe('A = 0, B = 1 (one; two)');
  });
});

describe('constantsJson', () => {
  it('keeps integers and booleans as JSON, prints any other value as TLC does, in order', () => {
    const json = constantsJson(constants);
    expect(json).toEqual({ N: 2, Players: '{p1, p2}', Fast: false, MaxDepth: 0, Name: '"board"' });
    expect(Object.keys(json)).toEqual(['N', 'Players', 'Fast', 'MaxDepth', 'Name']);
  });
});
