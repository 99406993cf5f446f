/**
 * Fuzzing the readers of outside input with fast-check: generated inputs and
 * mutations of real ones (the fixtures), each of which must give the reader's
 * answer or its own error, one bounded sentence with no control character,
 * within its CPU-time budget. `MONOCHECK_FUZZ_SCALE=20 npm run test:fuzz`
 * runs twenty times as many; a failure prints the seed and path that replay it.
 */
import fc from 'fast-check';
import { expect } from 'vitest';

/** How many more runs than in `npm test` (`MONOCHECK_FUZZ_SCALE`, 1 by default). */
const SCALE = Number(process.env['MONOCHECK_FUZZ_SCALE'] ?? '1');

/** The fast-check parameters of a fuzz test: `runs` inputs in `npm test`, times the scale. */
export function fuzzRuns(runs: number): { numRuns: number } {
  return { numRuns: Math.max(1, Math.round(runs * (Number.isFinite(SCALE) && SCALE > 0 ? SCALE : 1))) };
}

/** The longest message a reader may give about any input. */
const MESSAGE_LIMIT = 1000;
/** The most CPU time one input may take (a hang, for these tests). */
export const INPUT_CPU_MILLISECONDS = 5000;

// what a terminal acts on, as in src/input/quote.ts
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** A message about outside input: bounded, one line, no control character, no stack trace. */
export function expectSafeMessage(message: string): void {
  expect(message.length, message.slice(0, 200)).toBeLessThanOrEqual(MESSAGE_LIMIT);
  expect(message, JSON.stringify(message.slice(0, 200))).not.toMatch(CONTROL);
  expect(message).not.toMatch(/\n\s+at |Maximum call stack|internal error/);
}

/**
 * Runs `read` on one input: it returns, or throws one of `errorTypes` with a
 * safe message; within the CPU budget either way. Anything else fails the test.
 */
export function expectReaderAnswers<T>(read: () => T, errorTypes: readonly (abstract new (...args: never[]) => Error)[]): T | Error {
  const started = process.cpuUsage();
  let outcome: T | Error;
  try {
    outcome = read();
  } catch (error) {
    if (!errorTypes.some((type) => error instanceof type)) throw error;
    expectSafeMessage((error as Error).message);
    outcome = error as Error;
  }
  const used = process.cpuUsage(started);
  expect((used.user + used.system) / 1000).toBeLessThanOrEqual(INPUT_CPU_MILLISECONDS);
  return outcome;
}

/** Text that is hard on a reader: control characters, deep nesting, long runs, huge numbers, odd names. */
const HOSTILE_PIECES = [
  '\u001b[2J',
  '\u001b]0;PWNED\u0007',
  '\u0000',
  '\r',
  '\u202e',
  '\u009b',
  '9'.repeat(400),
  '-',
  '1e400',
  'NaN',
  '__proto__',
  'constructor',
  'toString',
  '"',
  '\\',
  '\n\n',
  '<<'.repeat(150),
  '>>'.repeat(150),
  '{'.repeat(150),
  '['.repeat(150),
  '('.repeat(150),
  ']'.repeat(150),
  '}'.repeat(150),
  'x'.repeat(5000),
  ' '.repeat(100),
];

/** One small change of a text, at a position given as a fraction of its length. */
type Edit =
  | { readonly kind: 'delete'; readonly at: number; readonly length: number }
  | { readonly kind: 'insert'; readonly at: number; readonly text: string }
  | { readonly kind: 'duplicate'; readonly at: number; readonly length: number; readonly to: number; readonly times: number }
  | { readonly kind: 'cut'; readonly at: number };

const position = fc.double({ min: 0, max: 1, noNaN: true });

function editArbitrary(tokens: readonly string[]): fc.Arbitrary<Edit> {
  const piece = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...tokens) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_PIECES) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  );
  return fc.oneof(
    fc.record({ kind: fc.constant('delete' as const), at: position, length: fc.nat(200) }),
    fc.record({ kind: fc.constant('insert' as const), at: position, text: piece }),
    fc.record({
      kind: fc.constant('duplicate' as const),
      at: position,
      length: fc.nat(400),
      to: position,
      times: fc.integer({ min: 1, max: 50 }),
    }),
    fc.record({ kind: fc.constant('cut' as const), at: position }),
  );
}

function applyEdit(text: string, edit: Edit): string {
  const at = Math.floor(edit.at * text.length);
  switch (edit.kind) {
    case 'delete':
      return text.slice(0, at) + text.slice(at + edit.length);
    case 'insert':
      return text.slice(0, at) + edit.text + text.slice(at);
    case 'cut':
      return text.slice(0, at);
    case 'duplicate': {
      const copied = text.slice(at, at + edit.length).repeat(edit.times);
      const to = Math.floor(edit.to * text.length);
      return text.slice(0, to) + copied + text.slice(to);
    }
  }
}

/** One of `bases` with one to four edits: deletions, insertions of `tokens` and hostile pieces, duplications, a cut. */
export function mutated(bases: readonly string[], tokens: readonly string[]): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...bases), fc.array(editArbitrary(tokens), { minLength: 1, maxLength: 4 }))
    .map(([base, edits]) => edits.reduce(applyEdit, base));
}

/** Text made of `tokens` and hostile pieces, separated by white space or nothing. */
export function tokenSoup(tokens: readonly string[]): fc.Arbitrary<string> {
  const piece = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...tokens) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_PIECES) },
  );
  return fc
    .array(fc.tuple(piece, fc.constantFrom(' ', '\n', '', '  ')), { maxLength: 40 })
    .map((pairs) => pairs.map(([token, space]) => token + space).join(''));
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Values that are hard on a reader of JSON: wrong types, control characters, unsafe and odd numbers, nesting past the limit. */
const HOSTILE_JSON: Json[] = [
  null,
  true,
  -1,
  0,
  1.5,
  1e308,
  -1e-308,
  2 ** 53 + 2,
  '',
  'roll',
  '\u001b[2J',
  'x'.repeat(3000),
  '__proto__',
  { '#bigint': '9'.repeat(400) },
  { '#bigint': '-0' },
  { '#set': [1, 1] },
  { '#map': [[1]] },
  { '#tup': 'no' },
  { '#unserializable': '\u0007' },
  [],
  {},
  JSON.parse(`${'['.repeat(101)}${']'.repeat(101)}`) as Json,
];

/** Every path into a JSON value, the value itself first. */
function pathsOf(value: Json, path: (string | number)[] = [], found: (string | number)[][] = []): (string | number)[][] {
  found.push(path);
  if (Array.isArray(value)) value.forEach((element, index) => pathsOf(element, [...path, index], found));
  else if (value !== null && typeof value === 'object')
    for (const [key, element] of Object.entries(value)) pathsOf(element, [...path, key], found);
  return found;
}

type JsonEdit = {
  readonly at: number;
  readonly kind: 'replace' | 'delete' | 'duplicate' | 'rename';
  readonly value: Json;
  readonly key: string;
};

/** `base` (a JSON value, not changed) with `edit` applied at one of its paths. */
function applyJsonEdit(base: Json, edit: JsonEdit): Json {
  const copy = structuredClone(base);
  const paths = pathsOf(copy);
  const path = paths[edit.at % paths.length]!;
  if (path.length === 0) return edit.kind === 'replace' ? edit.value : copy;
  const parent = path.slice(0, -1).reduce<Json>((node, key) => (node as Record<string | number, Json>)[key]!, copy) as
    Record<string | number, Json> | Json[];
  const last = path[path.length - 1]!;
  if (Array.isArray(parent)) {
    const index = last as number;
    if (edit.kind === 'delete') parent.splice(index, 1);
    else if (edit.kind === 'duplicate') parent.splice(index, 0, structuredClone(parent[index]!));
    else parent[index] = edit.value;
  } else {
    const value = parent[last]!;
    if (edit.kind === 'replace') parent[last] = edit.value;
    else delete parent[last];
    // a renamed key is defined, not assigned, so `__proto__` stays a key as JSON.parse makes it
    if (edit.kind === 'rename' || edit.kind === 'duplicate')
      Object.defineProperty(parent, edit.key, { value, enumerable: true, writable: true, configurable: true });
  }
  return copy;
}

/** One of `bases` (JSON texts) with one to three edits of its values: replaced (by any JSON value or a hostile one), deleted, duplicated, renamed. */
export function mutatedJson(bases: readonly string[]): fc.Arbitrary<string> {
  const parsed = bases.map((text) => JSON.parse(text) as Json);
  const value = fc.oneof(fc.constantFrom(...HOSTILE_JSON), fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>);
  const key = fc.constantFrom('money', 'phase', 'dice', '#meta', '__proto__', 'x', '2', 'state', 'action', 'vars', 'loop', '\u001b');
  const edit = fc.record({
    at: fc.nat(),
    kind: fc.constantFrom('replace' as const, 'delete' as const, 'duplicate' as const, 'rename' as const),
    value,
    key,
  });
  return fc
    .tuple(fc.constantFrom(...parsed), fc.array(edit, { minLength: 1, maxLength: 3 }))
    .map(([base, edits]) => JSON.stringify(edits.reduce(applyJsonEdit, base)));
}
