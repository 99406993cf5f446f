/**
 * Reads TLA+ values as TLC prints them: integers, strings, TRUE/FALSE, tuples
 * `<<a, b>>`, functions `( k :> v @@ ... )` (wrapped over lines or not),
 * records `[a |-> 1]`, sets `{a, b}` and intervals `1..3`; and states as the
 * `/\ name = value` lines of TLC's traces. The inverse of value-printer.ts.
 */
import { tlaFunction, type TlaState, type TlaValue } from '../engine/trace/tla-value.js';
import { NESTING_LIMIT } from '../input/nesting.js';
import { escapeControl, excerpt } from '../input/quote.js';

/** The most elements an interval `a..b` may spell out (no value of this spec holds a set of more than 40). */
const INTERVAL_LIMIT = 100_000;

/** A value or state that is not TLC's notation; `offset` is where reading stopped. */
export class TlaSyntaxError extends Error {
  override readonly name = 'TlaSyntaxError';
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/** Parses one value; the whole text must be that value (surrounding white space aside). */
export function parseTlaValue(text: string): TlaValue {
  const reader = new Reader(text);
  const value = reader.value();
  reader.end();
  return value;
}

/** Parses the `/\ name = value` conjuncts TLC prints for a state (a lone `name = value` too). */
export function parseTlaState(text: string): TlaState {
  const reader = new Reader(text);
  const state = new Map<string, TlaValue>();
  reader.skipSpace();
  while (!reader.atEnd()) {
    reader.accept('/\\');
    const name = reader.identifier();
    reader.expect('=');
    if (state.has(name)) throw new TlaSyntaxError(`variable ${excerpt(name)} appears twice in the state`, reader.offset);
    state.set(name, reader.value());
    reader.skipSpace();
  }
  // fromEntries makes every name an own property, `__proto__` too
  return Object.fromEntries(state);
}

const IDENTIFIER = /[A-Za-z_][A-Za-z0-9_]*/y;
const INTEGER = /-?\d+/y;

class Reader {
  offset = 0;
  /** How many values the one being read is inside. */
  private depth = 0;
  constructor(private readonly text: string) {}

  atEnd(): boolean {
    return this.offset >= this.text.length;
  }

  skipSpace(): void {
    while (this.offset < this.text.length && /\s/.test(this.text[this.offset] as string)) this.offset++;
  }

  /** Consumes `token` (after white space) if it is next; says whether it was. */
  accept(token: string): boolean {
    this.skipSpace();
    if (!this.text.startsWith(token, this.offset)) return false;
    this.offset += token.length;
    return true;
  }

  expect(token: string): void {
    if (!this.accept(token)) this.fail(`expected '${token}'`);
  }

  end(): void {
    this.skipSpace();
    if (!this.atEnd()) this.fail('unexpected text after the value');
  }

  fail(message: string): never {
    const found = this.atEnd()
      ? 'the end of the text'
      : `'${escapeControl(this.text.slice(this.offset, this.offset + 20).split('\n')[0] ?? '')}'`;
    throw new TlaSyntaxError(`${message} at offset ${this.offset}, found ${found}`, this.offset);
  }

  identifier(): string {
    this.skipSpace();
    const name = this.match(IDENTIFIER);
    if (name === null) this.fail('expected a variable name');
    return name;
  }

  private match(pattern: RegExp): string | null {
    pattern.lastIndex = this.offset;
    const found = pattern.exec(this.text);
    if (found === null) return null;
    this.offset += found[0].length;
    return found[0];
  }

  value(): TlaValue {
    if (this.depth > NESTING_LIMIT) this.fail(`values nest deeper than ${NESTING_LIMIT} levels`);
    this.depth++;
    try {
      return this.valueHere();
    } finally {
      this.depth--;
    }
  }

  private integer(text: string): number {
    const value = Number(text);
    if (!Number.isSafeInteger(value)) this.fail(`the integer ${excerpt(text, 20)} is too large for monocheck`);
    return value;
  }

  private valueHere(): TlaValue {
    this.skipSpace();
    if (this.accept('<<')) return this.list('>>');
    if (this.accept('{')) return { kind: 'set', elements: this.list('}') };
    if (this.accept('(')) return this.functionValue();
    if (this.accept('[')) return this.record();
    if (this.text[this.offset] === '"') return this.string();
    const integer = this.match(INTEGER);
    if (integer !== null) {
      const low = this.integer(integer);
      if (!this.accept('..')) return low;
      this.skipSpace();
      const highText = this.match(INTEGER);
      if (highText === null) this.fail('expected the upper bound of an interval');
      const high = this.integer(highText);
      if (high - low >= INTERVAL_LIMIT)
        this.fail(`the interval ${low}..${high} has more than ${INTERVAL_LIMIT.toLocaleString('en-US')} elements`);
      const elements: number[] = [];
      for (let element = low; element <= high; element++) elements.push(element);
      return { kind: 'set', elements };
    }
    const word = this.match(IDENTIFIER);
    if (word === 'TRUE') return true;
    if (word === 'FALSE') return false;
    if (word !== null) {
      this.offset -= word.length;
      this.fail(`'${excerpt(word)}' is a model value or an operator, which monocheck does not read`);
    }
    return this.fail('expected a TLA+ value');
  }

  /** Elements separated by commas up to `close` (the opening token already read). */
  private list(close: string): TlaValue[] {
    const elements: TlaValue[] = [];
    if (this.accept(close)) return elements;
    do elements.push(this.value());
    while (this.accept(','));
    this.expect(close);
    return elements;
  }

  /** `( k :> v @@ k :> v )`, the opening parenthesis already read. */
  private functionValue(): TlaValue {
    const entries: (readonly [TlaValue, TlaValue])[] = [];
    do {
      const key = this.value();
      this.expect(':>');
      entries.push([key, this.value()]);
    } while (this.accept('@@'));
    this.expect(')');
    return tlaFunction(entries);
  }

  /** `[a |-> 1, b |-> 2]`, the opening bracket already read. */
  private record(): TlaValue {
    const fields = new Map<string, TlaValue>();
    do {
      const field = this.identifier();
      this.expect('|->');
      fields.set(field, this.value());
    } while (this.accept(','));
    this.expect(']');
    return { kind: 'record', fields: Object.fromEntries(fields) };
  }

  /** A string literal with TLC's escapes (\" \\ \n \t \f \r). */
  private string(): string {
    let result = '';
    this.offset++;
    while (!this.atEnd()) {
      const character = this.text[this.offset++] as string;
      if (character === '"') return result;
      if (character !== '\\') {
        result += character;
        continue;
      }
      const escaped = this.text[this.offset++];
      const replacement =
        escaped === undefined
          ? undefined
          : ({ n: '\n', t: '\t', f: '\f', r: '\r', '"': '"', '\\': '\\' } as Record<string, string>)[escaped];
      if (replacement === undefined) this.fail(`unknown escape '\\${escapeControl(escaped ?? '')}' in a string`);
      result += replacement;
    }
    return this.fail('unterminated string');
  }
}
