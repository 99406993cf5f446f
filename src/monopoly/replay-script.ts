/**
 * Replay scripts: the choices of one game, one per line (or a JSON array),
 * so that dice and cards are injected and the game replays exactly.
 *
 *   # comments and blank lines are ignored
 *   roll 3 3              the dice pair of a RollAndMove
 *   card -50              the Chance / Community Chest delta of a ResolveSquare
 *   buy | decline         BuyProperty | DeclineProperty
 *   build Baltic Avenue   BuildHouse on a deed, by US name (or a unique start of it) or square number
 *   mortgage 5            Mortgage, by name or number
 *   unmortgage Reading    Unmortgage
 *   end                   EndTurn
 *   resolve               ResolveSquare where it has one outcome (optional: done automatically)
 *
 * JSON: `["roll 3 3", {"card": -50}, "buy", {"build": "Baltic Avenue"}, {"roll": [1, 2]}, "end"]`
 * (or `{"steps": [...]}`); a string element is read as a text line.
 */
import { jsonNestingProblem } from '../input/nesting.js';
import { excerpt } from '../input/quote.js';
import { CardDeltas, Deeds, SquareNames } from './board.js';

export type Choice =
  | { readonly kind: 'roll'; readonly dice: readonly [number, number] }
  | { readonly kind: 'card'; readonly delta: number }
  | { readonly kind: 'buy' | 'decline' | 'end' | 'resolve' }
  | { readonly kind: 'build' | 'mortgage' | 'unmortgage'; readonly square: number };

export interface ScriptStep {
  readonly choice: Choice;
  /** Where the step is written: a line number of a text script, or the element number (1-based) of a JSON one. */
  readonly line: number;
}

/** A script that cannot be read, with the line (or JSON element) at fault. */
export class ReplayScriptError extends Error {
  override readonly name = 'ReplayScriptError';
  constructor(
    readonly line: number | undefined,
    message: string,
    /** Set when the text is a trace (TLC's -dumpTrace json, ITF: states) rather than a script (choices). */
    readonly isTrace = false,
  ) {
    super(message);
  }
}

const DEED_KINDS = ['build', 'mortgage', 'unmortgage'] as const;
const SIMPLE_KINDS = ['buy', 'decline', 'end', 'resolve'] as const;
const SYNTAX = 'a step is one of: roll D1 D2, card DELTA, buy, decline, build DEED, mortgage DEED, unmortgage DEED, end, resolve';

const normalize = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The deed's square from a square number or a US board name (a unique start of it will do). */
export function deedSquare(name: string, line?: number): number {
  const trimmed = name.trim();
  if (/^\d+$/.test(trimmed)) {
    const square = Number(trimmed);
    if (!Deeds.includes(square)) throw new ReplayScriptError(line, `square ${square} is not a deed; deeds are ${Deeds.join(', ')}.`);
    return square;
  }
  const wanted = normalize(trimmed);
  const exact = Deeds.filter((square) => normalize(SquareNames[square] as string) === wanted);
  const matches =
    exact.length > 0 ? exact : Deeds.filter((square) => wanted !== '' && normalize(SquareNames[square] as string).startsWith(wanted));
  if (matches.length === 1) return matches[0] as number;
  if (matches.length > 1)
    throw new ReplayScriptError(
      line,
      `'${excerpt(trimmed)}' could be ${matches.map((s) => SquareNames[s]).join(' or ')}; write more of the name or the square number.`,
    );
  throw new ReplayScriptError(
    line,
    `no deed is called '${excerpt(trimmed)}'; write a US board name (e.g. Baltic Avenue) or a square number.`,
  );
}

function integer(text: string | undefined, what: string, line: number): number {
  if (text === undefined || !/^-?\d+$/.test(text))
    throw new ReplayScriptError(line, `${what} must be a whole number, found '${excerpt(text ?? '')}'.`);
  return Number(text);
}

function rollOf(first: number, second: number, line: number): Choice {
  for (const die of [first, second])
    if (!Number.isInteger(die) || die < 1 || die > 6) throw new ReplayScriptError(line, `a die shows 1 to 6, not ${excerpt(String(die))}.`);
  return { kind: 'roll', dice: [first, second] };
}

function cardOf(delta: number, line: number): Choice {
  if (!CardDeltas.includes(delta))
    throw new ReplayScriptError(line, `a card delta is one of ${CardDeltas.join(', ')}, not ${excerpt(String(delta))}.`);
  return { kind: 'card', delta };
}

/** One text step, e.g. `roll 3 4` or `build Baltic Avenue`. */
function parseStep(text: string, line: number): Choice {
  const [word = '', ...rest] = text.trim().split(/\s+/);
  const keyword = word.toLowerCase();
  if (keyword === 'roll') {
    if (rest.length !== 2) throw new ReplayScriptError(line, `'roll' takes the two dice, e.g. 'roll 3 4'.`);
    return rollOf(integer(rest[0], 'a die', line), integer(rest[1], 'a die', line), line);
  }
  if (keyword === 'card') {
    if (rest.length !== 1) throw new ReplayScriptError(line, `'card' takes the delta, e.g. 'card -50'.`);
    return cardOf(integer(rest[0], 'a card delta', line), line);
  }
  if ((DEED_KINDS as readonly string[]).includes(keyword)) {
    if (rest.length === 0)
      throw new ReplayScriptError(line, `'${keyword}' takes a deed, e.g. '${keyword} Baltic Avenue' or '${keyword} 3'.`);
    return { kind: keyword as (typeof DEED_KINDS)[number], square: deedSquare(rest.join(' '), line) };
  }
  if ((SIMPLE_KINDS as readonly string[]).includes(keyword)) {
    if (rest.length > 0) throw new ReplayScriptError(line, `'${keyword}' takes nothing after it.`);
    return { kind: keyword as (typeof SIMPLE_KINDS)[number] };
  }
  throw new ReplayScriptError(line, `unknown step '${excerpt(text.trim())}'; ${SYNTAX}.`);
}

function parseJsonStep(element: unknown, index: number): Choice {
  if (typeof element === 'string') return parseStep(element, index);
  if (typeof element === 'object' && element !== null && !Array.isArray(element)) {
    const entries = Object.entries(element as Record<string, unknown>);
    const [key, value] = entries[0] ?? ['', undefined];
    if (entries.length === 1) {
      if (key === 'roll' && Array.isArray(value) && value.length === 2) return rollOf(Number(value[0]), Number(value[1]), index);
      if (key === 'card' && typeof value === 'number') return cardOf(value, index);
      if ((DEED_KINDS as readonly string[]).includes(key) && (typeof value === 'string' || typeof value === 'number')) {
        return { kind: key as (typeof DEED_KINDS)[number], square: deedSquare(String(value), index) };
      }
    }
  }
  throw new ReplayScriptError(
    index,
    `step ${index} is ${excerpt(JSON.stringify(element) ?? String(element))}; write a ` +
      `text step ("buy") or {"roll": [3, 4]}, {"card": -50}, {"build": "Baltic Avenue"}.`,
  );
}

/** Reads a text or JSON script. Throws ReplayScriptError. */
export function parseReplayScript(text: string): ScriptStep[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    const tooDeep = jsonNestingProblem(text);
    if (tooDeep !== null)
      throw new ReplayScriptError(
        undefined,
        `the script's ${tooDeep}; a JSON script is a list of steps, each a string or an object of one level.`,
      );
    let json: unknown;
    try {
      json = JSON.parse(trimmed);
    } catch (error) {
      throw new ReplayScriptError(undefined, `the script is not valid JSON: ${excerpt((error as Error).message, 200)}.`);
    }
    const steps = Array.isArray(json) ? json : (json as { steps?: unknown }).steps;
    // TLC's -dumpTrace json, ITF: a behaviour of states, where a script holds choices
    if (!Array.isArray(steps) && typeof json === 'object' && json !== null && ('counterexample' in json || 'states' in json)) {
      throw new ReplayScriptError(
        undefined,
        'this is a trace (states), not a script (choices): readTraceText reads it; scriptOf gives the script of a behaviour.',
        true,
      );
    }
    if (!Array.isArray(steps)) throw new ReplayScriptError(undefined, 'a JSON script is an array of steps, or {"steps": [...]}.');
    return steps.map((element, i) => ({ choice: parseJsonStep(element, i + 1), line: i + 1 }));
  }
  const steps: ScriptStep[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const content = raw.replace(/#.*$/, '').trim();
    if (content !== '') steps.push({ choice: parseStep(content, i + 1), line: i + 1 });
  });
  return steps;
}

/** The canonical text of a choice: `roll 3 4`, `card -50`, `build 3`, ... */
export function choiceText(choice: Choice): string {
  switch (choice.kind) {
    case 'roll':
      return `roll ${choice.dice[0]} ${choice.dice[1]}`;
    case 'card':
      return `card ${choice.delta}`;
    case 'build':
    case 'mortgage':
    case 'unmortgage':
      return `${choice.kind} ${choice.square}`;
    default:
      return choice.kind;
  }
}

/** The text a person reads: deeds named, e.g. `build 3 (Baltic Avenue)`. */
export function choiceLabel(choice: Choice): string {
  if (choice.kind === 'build' || choice.kind === 'mortgage' || choice.kind === 'unmortgage')
    return `${choiceText(choice)} (${SquareNames[choice.square]})`;
  return choiceText(choice);
}

/** The choice as a script line: deeds by name, e.g. `build Baltic Avenue`. */
export function scriptLine(choice: Choice): string {
  if (choice.kind === 'build' || choice.kind === 'mortgage' || choice.kind === 'unmortgage')
    return `${choice.kind} ${SquareNames[choice.square]}`;
  return choiceText(choice);
}
