/**
 * A reader for TLC's model files (.cfg): keywords, constant assignments and
 * substitutions, the names of the behaviour, invariants and constraints, and
 * both kinds of TLA+ comments. It knows nothing about a particular spec; what a
 * spec accepts is decided by the caller (see src/api/model-config.ts).
 */
import { NESTING_LIMIT } from '../input/nesting.js';
import { escapeControl, excerpt } from '../input/quote.js';

/** A model file is wrong; `line` is 1-based, undefined when no line is to blame. */
export class ModelFileError extends Error {
  readonly file: string;
  readonly line: number | undefined;
  /** True when the values break one of the spec's ASSUMEs (TLC reports that as a spec error, not a config error). */
  readonly breaksAssumption: boolean;

  constructor(file: string, line: number | undefined, message: string, breaksAssumption = false) {
    super(message);
    this.name = 'ModelFileError';
    this.file = file;
    this.line = line;
    this.breaksAssumption = breaksAssumption;
  }
}

/** The right-hand side of `Name = value`, as written. */
export type ModelValue =
  | { readonly kind: 'int'; readonly value: number }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'bool'; readonly value: boolean }
  | { readonly kind: 'identifier'; readonly name: string }
  | { readonly kind: 'set'; readonly elements: readonly ModelValue[] };

export interface NamedItem { readonly name: string; readonly line: number }
export interface ConstantAssignment { readonly name: string; readonly value: ModelValue; readonly line: number }
export interface Substitution { readonly name: string; readonly target: string; readonly line: number }
/** An item of a keyword the reader parses but gives no meaning to (SYMMETRY, VIEW, ...). */
export interface UnsupportedItem { readonly keyword: string; readonly names: readonly NamedItem[]; readonly line: number }

export interface ModelFile {
  readonly file: string;
  readonly constants: readonly ConstantAssignment[];
  readonly substitutions: readonly Substitution[];
  readonly init?: NamedItem;
  readonly next?: NamedItem;
  readonly specification?: NamedItem;
  readonly invariants: readonly NamedItem[];
  readonly constraints: readonly NamedItem[];
  readonly properties: readonly NamedItem[];
  readonly checkDeadlock?: { readonly value: boolean; readonly line: number };
  readonly unsupported: readonly UnsupportedItem[];
}

type Section = 'constants' | 'init' | 'next' | 'specification' | 'invariants' | 'constraints' | 'properties' | 'checkDeadlock' | 'unsupported';

const KEYWORD_SECTIONS: Readonly<Record<string, Section>> = {
  CONSTANT: 'constants', CONSTANTS: 'constants',
  INIT: 'init', NEXT: 'next', SPECIFICATION: 'specification',
  INVARIANT: 'invariants', INVARIANTS: 'invariants',
  CONSTRAINT: 'constraints', CONSTRAINTS: 'constraints',
  PROPERTY: 'properties', PROPERTIES: 'properties',
  CHECK_DEADLOCK: 'checkDeadlock',
  SYMMETRY: 'unsupported', VIEW: 'unsupported', ALIAS: 'unsupported', POSTCONDITION: 'unsupported',
  ACTION_CONSTRAINT: 'unsupported', ACTION_CONSTRAINTS: 'unsupported',
};
const KEYWORDS = Object.keys(KEYWORD_SECTIONS);
const KEYWORD_LIST = 'CONSTANTS, INIT, NEXT, SPECIFICATION, INVARIANTS, CONSTRAINTS, PROPERTIES, CHECK_DEADLOCK, SYMMETRY, VIEW, ACTION_CONSTRAINTS, ALIAS, POSTCONDITION';

interface Token { readonly kind: 'ident' | 'int' | 'string' | 'symbol'; readonly text: string; readonly line: number }

function tokenize(text: string, file: string): Token[] {
  const tokens: Token[] = [];
  let line = 1;
  let i = 0;
  const fail = (atLine: number, message: string): never => { throw new ModelFileError(file, atLine, message); };
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\n') { line++; i++; continue; }
    if (/\s/.test(c)) { i++; continue; }
    if (text.startsWith('\\*', i)) { while (i < text.length && text[i] !== '\n') i++; continue; }
    if (text.startsWith('(*', i)) {
      const openedAt = line;
      let depth = 0;
      // TLA+ block comments nest: (* a (* b *) c *) is one comment.
      while (i < text.length) {
        if (text.startsWith('(*', i)) { depth++; i += 2; continue; }
        if (text.startsWith('*)', i)) { depth--; i += 2; if (depth === 0) break; continue; }
        if (text[i] === '\n') line++;
        i++;
      }
      if (depth > 0) fail(openedAt, "the comment opened here with '(*' is never closed; add the matching '*)'.");
      continue;
    }
    const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i, i + 200));
    if (word) { tokens.push({ kind: 'ident', text: word[0], line }); i += word[0].length; continue; }
    const digits = /^[0-9]+/.exec(text.slice(i, i + 400));
    if (digits) { tokens.push({ kind: 'int', text: digits[0], line }); i += digits[0].length; continue; }
    if (c === '"') {
      let value = '';
      let j = i + 1;
      while (j < text.length && text[j] !== '"' && text[j] !== '\n') {
        if (text[j] === '\\' && j + 1 < text.length) j++;
        value += text[j];
        j++;
      }
      if (text[j] !== '"') fail(line, 'this string is not closed on its line; add the closing \'"\'.');
      tokens.push({ kind: 'string', text: value, line });
      i = j + 1;
      continue;
    }
    const symbol = ['<-', '=', '{', '}', ',', '-'].find((s) => text.startsWith(s, i));
    if (symbol === undefined) fail(line, `unexpected character '${escapeControl(c)}'; a model file holds keywords, names, integers, strings, '=', '<-' and comments.`);
    tokens.push({ kind: 'symbol', text: symbol!, line });
    i += symbol!.length;
  }
  return tokens;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

const looksLikeKeyword = (word: string) => /^[A-Z][A-Z_]+$/.test(word);
/** The keyword closest to `word` if it is within two edits, for "did you mean" hints. */
function nearestKeyword(word: string): string | undefined {
  // a word whose length is three or more from a keyword's is that far from it at least
  const ranked = KEYWORDS.map((keyword) => ({ keyword, distance: Math.abs(word.length - keyword.length) > 2 ? 3 : editDistance(word, keyword) })).sort((a, b) => a.distance - b.distance);
  return ranked[0]!.distance <= 2 ? ranked[0]!.keyword : undefined;
}

class ModelFileParser {
  private position = 0;
  private readonly constants: ConstantAssignment[] = [];
  private readonly substitutions: Substitution[] = [];
  private invariants: NamedItem[] = [];
  private constraints: NamedItem[] = [];
  private properties: NamedItem[] = [];
  private readonly unsupported: UnsupportedItem[] = [];
  private readonly singles: Partial<Record<'init' | 'next' | 'specification', NamedItem>> = {};
  private checkDeadlock: { value: boolean; line: number } | undefined;
  /** What was read last, for "unexpected X after Y" messages. */
  private lastItem = '';

  constructor(private readonly tokens: readonly Token[], private readonly file: string) {}

  parse(): ModelFile {
    while (this.peek() !== undefined) this.parseSection();
    return {
      file: this.file, constants: this.constants, substitutions: this.substitutions, ...this.singles,
      invariants: this.invariants, constraints: this.constraints, properties: this.properties,
      ...(this.checkDeadlock ? { checkDeadlock: this.checkDeadlock } : {}), unsupported: this.unsupported,
    };
  }

  private peek(offset = 0): Token | undefined { return this.tokens[this.position + offset]; }
  private isKeyword(token: Token | undefined): boolean { return token?.kind === 'ident' && token.text in KEYWORD_SECTIONS; }
  private fail(line: number | undefined, message: string): never { throw new ModelFileError(this.file, line, message); }

  private parseSection(): void {
    const token = this.tokens[this.position++]!;
    if (!this.isKeyword(token)) this.failNotAKeyword(token);
    const keyword = token.text;
    switch (KEYWORD_SECTIONS[keyword]!) {
      case 'constants': return this.parseConstants(token);
      case 'init': case 'next': case 'specification': return this.parseSingleName(token, KEYWORD_SECTIONS[keyword]);
      case 'invariants': this.invariants = this.invariants.concat(this.parseNames(token)); return;
      case 'constraints': this.constraints = this.constraints.concat(this.parseNames(token)); return;
      case 'properties': this.properties = this.properties.concat(this.parseNames(token)); return;
      case 'unsupported': this.unsupported.push({ keyword, names: this.parseNames(token), line: token.line }); return;
      case 'checkDeadlock': return this.parseCheckDeadlock(token);
    }
  }

  private failNotAKeyword(token: Token): never {
    if (token.kind === 'ident' && looksLikeKeyword(token.text)) {
      const guess = nearestKeyword(token.text);
      this.fail(token.line, `unknown keyword '${excerpt(token.text)}'${guess ? ` (did you mean ${guess}?)` : ''}; the keywords are ${KEYWORD_LIST}.`);
    }
    const where = this.lastItem === '' ? 'at the start of the model file' : `after '${this.lastItem}'`;
    this.fail(token.line, `unexpected '${excerpt(token.text)}' ${where}; every item of a model file starts with a keyword such as CONSTANTS, INIT, NEXT, INVARIANTS or CONSTRAINTS.`);
  }

  /** One or more names up to the next keyword. */
  private parseNames(keyword: Token): NamedItem[] {
    const names: NamedItem[] = [];
    for (let token = this.peek(); token?.kind === 'ident' && !this.isKeyword(token); token = this.peek()) {
      // An all-caps word close to a keyword is a misspelt keyword, not a name.
      if (looksLikeKeyword(token.text) && nearestKeyword(token.text) !== undefined) this.failNotAKeyword(token);
      names.push({ name: token.text, line: token.line });
      this.position++;
    }
    if (names.length === 0) this.fail(keyword.line, `${keyword.text} is followed by no name; write at least one name after it, or remove it.`);
    this.lastItem = excerpt(`${keyword.text} ${names.map((n) => n.name).join(' ')}`);
    return names;
  }

  private parseSingleName(keyword: Token, section: 'init' | 'next' | 'specification'): void {
    const name = this.peek();
    if (name?.kind !== 'ident' || this.isKeyword(name)) this.fail(keyword.line, `${keyword.text} is followed by no name; write the name of an operator after it, e.g. '${keyword.text} ${section === 'specification' ? 'Spec' : section === 'init' ? 'Init' : 'Next'}'.`);
    const previous = this.singles[section];
    if (previous) this.fail(name.line, `${keyword.text} is given twice (lines ${previous.line} and ${name.line}); keep only one.`);
    this.position++;
    this.singles[section] = { name: name.text, line: name.line };
    this.lastItem = excerpt(`${keyword.text} ${name.text}`);
  }

  private parseCheckDeadlock(keyword: Token): void {
    const value = this.peek();
    if (value?.text !== 'TRUE' && value?.text !== 'FALSE') this.fail(value?.line ?? keyword.line, `CHECK_DEADLOCK must be followed by TRUE or FALSE${value ? `, not '${excerpt(value.text)}'` : ''}.`);
    if (this.checkDeadlock) this.fail(value.line, `CHECK_DEADLOCK is given twice (lines ${this.checkDeadlock.line} and ${value.line}); keep only one.`);
    this.position++;
    this.checkDeadlock = { value: value.text === 'TRUE', line: value.line };
    this.lastItem = `CHECK_DEADLOCK ${value.text}`; // TRUE or FALSE
  }

  /** Any number of `Name = value` and `Name <- Other`, up to the next keyword. */
  private parseConstants(keyword: Token): void {
    const before = this.constants.length + this.substitutions.length;
    for (let name = this.peek(); name !== undefined && !this.isKeyword(name); name = this.peek()) {
      if (name.kind !== 'ident') this.fail(name.line, `unexpected '${excerpt(name.text)}' under ${keyword.text}; each entry is 'Name = value' or 'Name <- OtherName'.`);
      const operator = this.peek(1);
      if (operator?.text !== '=' && operator?.text !== '<-') {
        if (looksLikeKeyword(name.text)) this.failNotAKeyword(name);
        this.fail(name.line, `constant '${name.text}' has no value; write '${name.text} = <value>' or '${name.text} <- <name>'.`);
      }
      this.position += 2;
      if (operator.text === '<-') {
        const target = this.peek();
        if (target?.kind !== 'ident' || this.isKeyword(target)) this.fail(operator.line, `'${name.text} <-' is not followed by a name; write the operator that replaces ${name.text}, e.g. '${name.text} <- Other'.`);
        this.position++;
        this.substitutions.push({ name: name.text, target: target.text, line: name.line });
        this.lastItem = excerpt(`${name.text} <- ${target.text}`);
      } else {
        const value = this.parseValue(name, 0);
        this.constants.push({ name: name.text, value, line: name.line });
        this.lastItem = excerpt(`${name.text} = ...`);
      }
    }
    if (this.constants.length + this.substitutions.length === before) this.fail(keyword.line, `${keyword.text} is followed by no assignment; write 'Name = value' entries after it, or remove it.`);
  }

  /** The value after `constant =`, within `depth` sets. */
  private parseValue(constant: Token, depth: number): ModelValue {
    const token = this.peek();
    const startsNextEntry = token?.kind === 'ident' && ['=', '<-'].includes(this.peek(1)?.text ?? '');
    if (token === undefined || this.isKeyword(token) || startsNextEntry || token.text === '}' || token.text === ',' || token.text === '=' || token.text === '<-') {
      this.fail(constant.line, `'${constant.text} =' has no value; write an integer, a string, TRUE, FALSE or a model value after '='.`);
    }
    this.position++;
    if (token.text === '-' && this.peek()?.kind === 'int') return { kind: 'int', value: -this.parseInteger(this.tokens[this.position++]!) };
    if (token.kind === 'int') return { kind: 'int', value: this.parseInteger(token) };
    if (token.kind === 'string') return { kind: 'string', value: token.text };
    if (token.text === 'TRUE' || token.text === 'FALSE') return { kind: 'bool', value: token.text === 'TRUE' };
    if (token.kind === 'ident') return { kind: 'identifier', name: token.text };
    if (token.text === '{') return this.parseSet(constant, depth + 1, token);
    this.fail(token.line, `unexpected '${excerpt(token.text)}' as the value of '${constant.text}'; write an integer, a string, TRUE, FALSE, a model value or a set {...}.`);
  }

  private parseSet(constant: Token, depth: number, opening: Token): ModelValue {
    if (depth > NESTING_LIMIT) this.fail(opening.line, `the value of '${constant.text}' nests sets deeper than ${NESTING_LIMIT} levels; a constant of this spec is an integer.`);
    const elements: ModelValue[] = [];
    while (this.peek()?.text !== '}') {
      if (this.peek() === undefined) this.fail(constant.line, `the set given to '${constant.text}' is not closed; add the closing '}'.`);
      elements.push(this.parseValue(constant, depth));
      if (this.peek()?.text === ',') this.position++;
      else if (this.peek()?.text !== '}') this.fail(this.peek()?.line ?? constant.line, `the set given to '${constant.text}' needs ',' between its elements and '}' at its end.`);
    }
    this.position++;
    return { kind: 'set', elements };
  }

  private parseInteger(token: Token): number {
    const value = Number(token.text);
    if (!Number.isSafeInteger(value)) this.fail(token.line, `the integer ${excerpt(token.text, 20)} is too large; use a value below ${Number.MAX_SAFE_INTEGER}.`);
    return value;
  }
}

/** Reads the text of a TLC model file; `fileName` is only used in errors. Throws ModelFileError. */
export function parseModelFile(text: string, fileName: string): ModelFile {
  return new ModelFileParser(tokenize(text, fileName), fileName).parse();
}
