/**
 * TLC's output as TLC makes it: a sequence of messages, each with a code
 * (tlc2/output/EC.java), a class (MP.java: none, error, TLC bug, warning,
 * state) and a body. Without -tool TLC prints each body behind its class's
 * prefix (`Error: `, `State `, `Warning: `); with -tool it frames each as
 * `@!@!@STARTMSG code:class @!@!@`, the body, `@!@!@ENDMSG code @!@!@`, the
 * form the VS Code extension and the Toolbox read.
 */

/** The message codes monocheck prints, with TLC's numbers (EC.java at rev cc6b616cf). */
export const TlcCode = {
  GENERAL: 1000,
  TLC_VERSION: 2262,
  TLC_MODE_MC: 2187,
  TLC_MODE_MC_DFS: 2271,
  TLC_MODE_SIMU: 2188,
  TLC_STARTING: 2185,
  TLC_FINISHED: 2186,
  TLC_COMPUTING_INIT: 2189,
  TLC_COMPUTING_INIT_PROGRESS: 2269,
  TLC_INIT_GENERATED1: 2190,
  TLC_INIT_GENERATED2: 2191,
  TLC_CHECKING_TEMPORAL_PROPS: 2192,
  TLC_CHECKING_TEMPORAL_PROPS_END: 2267,
  TLC_SUCCESS: 2193,
  TLC_SEARCH_DEPTH: 2194,
  TLC_STATE_GRAPH_OUTDEGREE: 2268,
  TLC_STATS: 2199,
  TLC_STATS_DFID: 2204,
  TLC_STATS_SIMU: 2210,
  TLC_PROGRESS_STATS: 2200,
  TLC_PROGRESS_SIMU: 2209,
  TLC_COVERAGE_START: 2201,
  TLC_COVERAGE_END: 2202,
  TLC_COVERAGE_NEXT: 2772,
  TLC_COVERAGE_INIT: 2773,
  TLC_INVARIANT_VIOLATED_INITIAL: 2107,
  TLC_INVARIANT_VIOLATED_BEHAVIOR: 2110,
  TLC_DEADLOCK_REACHED: 2114,
  TLC_TEMPORAL_PROPERTY_VIOLATED: 2116,
  TLC_BEHAVIOR_UP_TO_THIS_POINT: 2121,
  TLC_BACK_TO_STATE: 2122,
  TLC_COUNTER_EXAMPLE: 2264,
  TLC_STATE_PRINT2: 2217,
  TLC_STATE_PRINT3: 2218,
} as const;

/** A message's class (MP.java): it decides the prefix without -tool, and is the number after the colon with it. */
export const TlcClass = { none: 0, error: 1, tlcBug: 2, warning: 3, state: 4 } as const;
export type TlcClassValue = (typeof TlcClass)[keyof typeof TlcClass];

export interface TlcMessage {
  readonly code: number;
  readonly messageClass: TlcClassValue;
  /** The body, as MP.getMessage0 makes it: lines joined by newlines (a body ending in a newline ends in a blank line). */
  readonly body: string;
  /**
   * The class the message has without -tool when it differs: TLC prints a
   * lasso's `Back to state` as a plain message there, and as a state with -tool.
   */
  readonly textClass?: TlcClassValue;
  /** The body without -tool when it differs (`Back to state 4: <...>` there, `4: Back to state: <...>` with -tool). */
  readonly textBody?: string;
  /** Printed in one mode only (TLC's final progress report is printed with -tool only). */
  readonly only?: TlcOutputMode;
}

const TEXT_PREFIX: Record<TlcClassValue, string> = { 0: '', 1: 'Error: ', 2: 'TLC Bug: ', 3: 'Warning: ', 4: 'State ' };

/** One message as TLC prints it without -tool, ending in a newline. */
function renderTlcTextMessage(message: TlcMessage): string {
  return `${TEXT_PREFIX[message.textClass ?? message.messageClass]}${message.textBody ?? message.body}\n`;
}

/** One message as TLC prints it with -tool, framed, ending in a newline. */
function renderTlcToolMessage(message: TlcMessage): string {
  return `@!@!@STARTMSG ${message.code}:${message.messageClass} @!@!@\n${message.body}\n@!@!@ENDMSG ${message.code} @!@!@\n`;
}

/** How TLC prints: `text` (no -tool) or `tool` (-tool). */
export type TlcOutputMode = 'text' | 'tool';

export function renderTlcMessages(messages: readonly TlcMessage[], mode: TlcOutputMode): string {
  const render = mode === 'tool' ? renderTlcToolMessage : renderTlcTextMessage;
  let text = '';
  for (const message of messages) if (message.only === undefined || message.only === mode) text += render(message);
  return text;
}

/** A plain message (class none). */
export function tlcMessage(code: number, body: string): TlcMessage {
  return { code, messageClass: TlcClass.none, body };
}

/** An error message (class error: `Error: ` without -tool). */
export function tlcError(code: number, body: string): TlcMessage {
  return { code, messageClass: TlcClass.error, body };
}

/** TLC's date in its messages, local time: `2026-11-30 09:28:33` (MP.now()). */
export function tlcDate(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ` +
    `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`
  );
}

/** A count as TLC's MP.format writes it in progress lines: `2,889`. */
export function tlcGrouped(value: number): string {
  return Math.trunc(value).toLocaleString('en-US');
}

/**
 * A run's length as TLC's last line gives it: milliseconds with -tool
 * (`790ms`), else TLC.convertRuntimeToHumanReadable (`08s`, `01min 07s`,
 * `02h 05min`, `1d 03h`).
 */
export function tlcRuntime(milliseconds: number, mode: TlcOutputMode): string {
  const ms = Math.max(0, Math.trunc(milliseconds));
  if (mode === 'tool') return `${ms}ms`;
  const two = (value: number) => String(Math.trunc(value)).padStart(2, '0');
  const day = 86_400_000;
  if (ms > day) {
    // SimpleDateFormat("D'd' HH'h'") of the runtime less a day, in UTC: the day of the year counts from 1
    const rest = ms - day;
    return `${Math.floor(rest / day) + 1}d ${two((rest % day) / 3_600_000)}h`;
  }
  if (ms > 3_600_000) return `${two(ms / 3_600_000)}h ${two((ms % 3_600_000) / 60_000)}min`;
  if (ms > 60_000) return `${two(ms / 60_000)}min ${two((ms % 60_000) / 1000)}s`;
  return `${two(ms / 1000)}s`;
}

/**
 * A probability as TLC prints the collision estimate: its
 * AbstractChecker.ProbabilityToString with two significant digits, step for
 * step, on Java's Double.toString of the value (`2.3E-9`, `3.3E-14`; a
 * plain decimal loses its leading zero there: `.0022`).
 */
export function tlcProbability(value: number): string {
  if (value === 0) return '0.0';
  const text = javaDoubleToString(value);
  const digitAt = (at: number) => at < text.length && /\d/.test(text[at] as string);
  let next = 0;
  while (text[next] === '0') next++;
  let result = '';
  let significant = 0;
  while (digitAt(next)) {
    result += text[next++];
    significant++;
  }
  if (next === text.length) return result;
  if (text[next] !== '.') return text;
  next++;
  if (significant < 2) {
    result += '.';
    if (significant === 0) while (text[next] === '0') result += text[next++];
    while (digitAt(next) && significant < 2) {
      result += text[next++];
      significant++;
    }
    if (digitAt(next) && Number(text[next]) >= 5) result = carry(result);
  }
  while (digitAt(next)) next++;
  if (next >= text.length) return result;
  return text[next] === 'E' ? `${result}${text.slice(next)}` : text;
}

/** Adds one in the last digit of a decimal text, carrying over nines (".019" -> ".020", "9.9" -> "10.0"). */
function carry(text: string): string {
  const characters = text.split('');
  for (let at = characters.length - 1; at >= 0; at--) {
    const character = characters[at] as string;
    if (character === '.') continue;
    if (character !== '9') {
      characters[at] = String(Number(character) + 1);
      return characters.join('');
    }
    characters[at] = '0';
  }
  return `1${characters.join('')}`;
}

/** Java's Double.toString: plain between 1e-3 and 1e7, else `d.dddE±n`, with the shortest digits that tell the double apart. */
function javaDoubleToString(value: number): string {
  if (value >= 1e-3 && value < 1e7) {
    const plain = String(value);
    return plain.includes('.') ? plain : `${plain}.0`;
  }
  const [mantissa = '', exponent = '0'] = value.toExponential().split('e');
  return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}E${Number(exponent)}`;
}
