/**
 * A reader for TLC's model files (.cfg): keywords, constant assignments and
 * substitutions, the names of the behaviour, invariants and constraints, and
 * both kinds of TLA+ comments. It knows nothing about a particular spec; what a
 * spec accepts is decided by the caller (see src/runs/model-config.ts).
 */
import { NESTING_LIMIT } from '../input/nesting.js';
import { excerpt } from '../input/quote.js';
import { KEYWORD_LIST, KEYWORD_SECTIONS, looksLikeKeyword, nearestKeyword } from './cfg-keywords.js';
import { tokenize, type Token } from './cfg-tokens.js';
import {
  ModelFileError,
  type ConstantAssignment,
  type ModelFile,
  type ModelValue,
  type NamedItem,
  type Substitution,
  type UnsupportedItem,
} from './model-file.js';

export { ModelFileError, type ModelFile, type ModelValue } from './model-file.js';

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

  constructor(
    private readonly tokens: readonly Token[],
    private readonly file: string,
  ) {}

  parse(): ModelFile {
    while (this.peek() !== undefined) this.parseSection();
    return {
      file: this.file,
      constants: this.constants,
      substitutions: this.substitutions,
      ...this.singles,
      invariants: this.invariants,
      constraints: this.constraints,
      properties: this.properties,
      ...(this.checkDeadlock ? { checkDeadlock: this.checkDeadlock } : {}),
      unsupported: this.unsupported,
    };
  }

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.position + offset];
  }
  private isKeyword(token: Token | undefined): boolean {
    return token?.kind === 'ident' && token.text in KEYWORD_SECTIONS;
  }
  private fail(line: number | undefined, message: string): never {
    throw new ModelFileError(this.file, line, message);
  }

  private parseSection(): void {
    const token = this.tokens[this.position++]!;
    if (!this.isKeyword(token)) this.failNotAKeyword(token);
    const keyword = token.text;
    switch (KEYWORD_SECTIONS[keyword]!) {
      case 'constants':
        return this.parseConstants(token);
      case 'init':
      case 'next':
      case 'specification':
        return this.parseSingleName(token, KEYWORD_SECTIONS[keyword]);
      case 'invariants':
        this.invariants = this.invariants.concat(this.parseNames(token));
        return;
      case 'constraints':
        this.constraints = this.constraints.concat(this.parseNames(token));
        return;
      case 'properties':
        this.properties = this.properties.concat(this.parseNames(token));
        return;
      case 'unsupported':
        this.unsupported.push({ keyword, names: this.parseNames(token), line: token.line });
        return;
      case 'checkDeadlock':
        return this.parseCheckDeadlock(token);
    }
  }

  private failNotAKeyword(token: Token): never {
    if (token.kind === 'ident' && looksLikeKeyword(token.text)) {
      const guess = nearestKeyword(token.text);
      this.fail(
        token.line,
        `unknown keyword '${excerpt(token.text)}'${guess ? ` (did you mean ${guess}?)` : ''}; the keywords are ${KEYWORD_LIST}.`,
      );
    }
    const where = this.lastItem === '' ? 'at the start of the model file' : `after '${this.lastItem}'`;
    this.fail(
      token.line,
      `unexpected '${excerpt(token.text)}' ${where}; every item of a model file starts ` +
        `with a keyword such as CONSTANTS, INIT, NEXT, INVARIANTS or CONSTRAINTS.`,
    );
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
    if (names.length === 0)
      this.fail(keyword.line, `${keyword.text} is followed by no name; write at least one name after it, or remove it.`);
    this.lastItem = excerpt(`${keyword.text} ${names.map((n) => n.name).join(' ')}`);
    return names;
  }

  private parseSingleName(keyword: Token, section: 'init' | 'next' | 'specification'): void {
    const name = this.peek();
    if (name?.kind !== 'ident' || this.isKeyword(name))
      this.fail(
        keyword.line,
        `${keyword.text} is followed by no name; write the name of an operator after it, e.g. ` +
          `'${keyword.text} ${section === 'specification' ? 'Spec' : section === 'init' ? 'Init' : 'Next'}'.`,
      );
    const previous = this.singles[section];
    if (previous) this.fail(name.line, `${keyword.text} is given twice (lines ${previous.line} and ${name.line}); keep only one.`);
    this.position++;
    this.singles[section] = { name: name.text, line: name.line };
    this.lastItem = excerpt(`${keyword.text} ${name.text}`);
  }

  private parseCheckDeadlock(keyword: Token): void {
    const value = this.peek();
    if (value?.text !== 'TRUE' && value?.text !== 'FALSE')
      this.fail(
        value?.line ?? keyword.line,
        `CHECK_DEADLOCK must be followed by TRUE or FALSE${value ? `, not '${excerpt(value.text)}'` : ''}.`,
      );
    if (this.checkDeadlock)
      this.fail(value.line, `CHECK_DEADLOCK is given twice (lines ${this.checkDeadlock.line} and ${value.line}); keep only one.`);
    this.position++;
    this.checkDeadlock = { value: value.text === 'TRUE', line: value.line };
    this.lastItem = `CHECK_DEADLOCK ${value.text}`; // TRUE or FALSE
  }

  /** Any number of `Name = value` and `Name <- Other`, up to the next keyword. */
  private parseConstants(keyword: Token): void {
    const before = this.constants.length + this.substitutions.length;
    for (let name = this.peek(); name !== undefined && !this.isKeyword(name); name = this.peek()) {
      if (name.kind !== 'ident')
        this.fail(
          name.line,
          `unexpected '${excerpt(name.text)}' under ${keyword.text}; each entry is 'Name = value' or 'Name <- OtherName'.`,
        );
      const operator = this.peek(1);
      if (operator?.text !== '=' && operator?.text !== '<-') {
        if (looksLikeKeyword(name.text)) this.failNotAKeyword(name);
        this.fail(name.line, `constant '${name.text}' has no value; write '${name.text} = <value>' or '${name.text} <- <name>'.`);
      }
      this.position += 2;
      if (operator.text === '<-') {
        const target = this.peek();
        if (target?.kind !== 'ident' || this.isKeyword(target))
          this.fail(
            operator.line,
            `'${name.text} <-' is not followed by a name; write the operator that replaces ${name.text}, e.g. '${name.text} <- Other'.`,
          );
        this.position++;
        this.substitutions.push({ name: name.text, target: target.text, line: name.line });
        this.lastItem = excerpt(`${name.text} <- ${target.text}`);
      } else {
        const value = this.parseValue(name, 0);
        this.constants.push({ name: name.text, value, line: name.line });
        this.lastItem = excerpt(`${name.text} = ...`);
      }
    }
    if (this.constants.length + this.substitutions.length === before)
      this.fail(keyword.line, `${keyword.text} is followed by no assignment; write 'Name = value' entries after it, or remove it.`);
  }

  /** The value after `constant =`, within `depth` sets. */
  private parseValue(constant: Token, depth: number): ModelValue {
    const token = this.peek();
    const startsNextEntry = token?.kind === 'ident' && ['=', '<-'].includes(this.peek(1)?.text ?? '');
    if (
      token === undefined ||
      this.isKeyword(token) ||
      startsNextEntry ||
      token.text === '}' ||
      token.text === ',' ||
      token.text === '=' ||
      token.text === '<-'
    ) {
      this.fail(constant.line, `'${constant.text} =' has no value; write an integer, a string, TRUE, FALSE or a model value after '='.`);
    }
    this.position++;
    if (token.text === '-' && this.peek()?.kind === 'int') return { kind: 'int', value: -this.parseInteger(this.tokens[this.position++]!) };
    if (token.kind === 'int') return { kind: 'int', value: this.parseInteger(token) };
    if (token.kind === 'string') return { kind: 'string', value: token.text };
    if (token.text === 'TRUE' || token.text === 'FALSE') return { kind: 'bool', value: token.text === 'TRUE' };
    if (token.kind === 'ident') return { kind: 'identifier', name: token.text };
    if (token.text === '{') return this.parseSet(constant, depth + 1, token);
    this.fail(
      token.line,
      `unexpected '${excerpt(token.text)}' as the value of '${constant.text}'; ` +
        `write an integer, a string, TRUE, FALSE, a model value or a set {...}.`,
    );
  }

  private parseSet(constant: Token, depth: number, opening: Token): ModelValue {
    if (depth > NESTING_LIMIT)
      this.fail(
        opening.line,
        `the value of '${constant.text}' nests sets deeper than ${NESTING_LIMIT} levels; a constant of this spec is an integer.`,
      );
    const elements: ModelValue[] = [];
    while (this.peek()?.text !== '}') {
      if (this.peek() === undefined) this.fail(constant.line, `the set given to '${constant.text}' is not closed; add the closing '}'.`);
      elements.push(this.parseValue(constant, depth));
      if (this.peek()?.text === ',') this.position++;
      else if (this.peek()?.text !== '}')
        this.fail(
          this.peek()?.line ?? constant.line,
          `the set given to '${constant.text}' needs ',' between its elements and '}' at its end.`,
        );
    }
    this.position++;
    return { kind: 'set', elements };
  }

  private parseInteger(token: Token): number {
    const value = Number(token.text);
    if (!Number.isSafeInteger(value))
      this.fail(token.line, `the integer ${excerpt(token.text, 20)} is too large; use a value below ${Number.MAX_SAFE_INTEGER}.`);
    return value;
  }
}

/** Reads the text of a TLC model file; `fileName` is only used in errors. Throws ModelFileError. */
export function parseModelFile(text: string, fileName: string): ModelFile {
  return new ModelFileParser(tokenize(text, fileName), fileName).parse();
}
