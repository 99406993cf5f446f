/**
 * A reader of TLC's -tool output that reads it as the VS Code TLA+ extension
 * does ("TLA+: Visualize TLC output"): the same grammar and the same rules,
 * rewritten here without the editor (the extension's parser imports `vscode`
 * and `moment`). After tlaplus/vscode-tlaplus, src/parsers/tlc.ts and
 * src/parsers/tlcCodes.ts (MIT License; Copyright (c) 2019 Andrew Lygin,
 * Copyright (c) 2020 TLA+ Foundation), read at commit 87b4e7b:
 *
 * - a message starts at a line `...@!@!@STARTMSG code[:severity] @!@!@` and
 *   ends at `...@!@!@ENDMSG code @!@!@...`; messages nest (a stack); empty
 *   lines are dropped; a line outside any message is plain output;
 * - each code has a type (info, error, warning, ignore); severity 1 or 2
 *   makes a message an error, 3 a warning, unless the code is ignored;
 *   an unknown code is what the extension reports as "Unexpected message
 *   code" (here: an entry of `unexpected`);
 * - an error message starts a new error; the trace items (2217, 2218, 2122)
 *   that follow are that error's trace, parsed with the extension's regular
 *   expressions; the success message (2193) makes the state Success unless
 *   an error came before (-continue), the finish (2186) Finished.
 */

/** The codes the extension knows, with its types (tlcCodes.ts), for the codes TLC and monocheck print in these runs. */
const CODE_TYPES: ReadonlyMap<number, 'info' | 'error' | 'warning' | 'ignore'> = new Map([
  [1000, 'info'],
  [2262, 'ignore'],
  [2187, 'info'],
  [2271, 'ignore'],
  [2188, 'ignore'],
  [2220, 'info'],
  [2219, 'info'],
  [2185, 'info'],
  [2186, 'info'],
  [2189, 'info'],
  [2269, 'info'],
  [2190, 'info'],
  [2191, 'info'],
  [2192, 'info'],
  [2267, 'ignore'],
  [2193, 'info'],
  [2194, 'ignore'],
  [2268, 'ignore'],
  [2199, 'ignore'],
  [2204, 'ignore'],
  [2210, 'ignore'],
  [2200, 'info'],
  [2209, 'info'],
  [2201, 'ignore'],
  [2202, 'ignore'],
  [2772, 'info'],
  [2773, 'info'],
  [2221, 'ignore'],
  [2775, 'ignore'],
  [2778, 'ignore'],
  [2779, 'ignore'],
  [2107, 'error'],
  [2110, 'error'],
  [2114, 'error'],
  [2116, 'error'],
  [2121, 'ignore'],
  [2122, 'info'],
  [2264, 'ignore'],
  [2217, 'info'],
  [2218, 'info'],
] as const);

export interface ToolTraceItem {
  readonly num: number;
  /** `Next in Monopoly`, `Initial predicate`, `Stuttering`, `Next in Monopoly (Back to state)`. */
  readonly title: string;
  readonly module: string;
  readonly action: string;
  /** Zero-based start line and column, end line, and the end column as the extension keeps it. */
  readonly range: readonly [number, number, number, number];
  /** The variables' names and their value text (the lines after `/\ name = `, trimmed). */
  readonly variables: readonly { readonly name: string; readonly value: string }[];
}

export interface ToolRead {
  readonly state: 'Running' | 'Success' | 'Error' | 'Stopped';
  readonly status: string;
  readonly processInfo: string | undefined;
  readonly startDateTime: string | undefined;
  readonly endDateTime: string | undefined;
  readonly duration: number | undefined;
  /** The initial-states line and each progress report: [level, generated, distinct, queue]. */
  readonly stats: readonly (readonly [number, number, number, number])[];
  readonly coverage: readonly { readonly module: string; readonly action: string; readonly total: number; readonly distinct: number }[];
  readonly errors: readonly { readonly lines: readonly string[]; readonly trace: readonly ToolTraceItem[] }[];
  readonly collisionProbability: string | undefined;
  readonly outputLines: readonly string[];
  /** Codes the extension does not know, and lines it would complain about. */
  readonly unexpected: readonly string[];
}

interface Message {
  readonly code: number;
  readonly severity: number | null;
  readonly lines: string[];
}

const localizedInt = (text: string) => Number.parseInt(text.replace(/[^\d]/g, ''), 10);

// long because: one reader's state, as the extension's ModelCheckResultBuilder keeps it
class Builder {
  state: ToolRead['state'] = 'Running';
  status = 'NotStarted';
  processInfo: string | undefined;
  startDateTime: string | undefined;
  endDateTime: string | undefined;
  duration: number | undefined;
  readonly stats: [number, number, number, number][] = [];
  readonly coverage: { module: string; action: string; total: number; distinct: number }[] = [];
  readonly errors: { lines: string[]; trace: ToolTraceItem[] }[] = [];
  collisionProbability: string | undefined;
  readonly outputLines: string[] = [];
  readonly unexpected: string[] = [];
  private readonly stack: Message[] = [];

  addLine(line: string): void {
    let rest = line;
    const end = /^(.*)@!@!@ENDMSG -?\d+ @!@!@(.*)$/.exec(line);
    if (end !== null) {
      if (end[1] !== '') this.current()?.lines.push(end[1] as string);
      const finished = this.stack.pop();
      if (finished === undefined) this.unexpected.push('Unexpected message end');
      else this.finish(finished);
      rest = end[2] as string;
    }
    const start = /^(.*)@!@!@STARTMSG (-?\d+)(:\d+)? @!@!@$/.exec(rest);
    if (start !== null) {
      if (start[1] !== '') this.current()?.lines.push(start[1] as string);
      this.stack.push({ code: Number(start[2]), severity: start[3] === undefined ? null : Number(start[3].slice(1)), lines: [] });
      return;
    }
    if (rest === '') return;
    const current = this.current();
    if (this.status === 'SanyParsing') return;
    if (current !== undefined) current.lines.push(rest);
    else this.outputLines.push(rest);
  }

  private current(): Message | undefined {
    return this.stack[this.stack.length - 1];
  }

  // long because: the extension's switch over the codes, case for case
  private finish(message: Message): void {
    if (this.status === 'NotStarted') this.status = 'Starting';
    const type = CODE_TYPES.get(message.code);
    if (type === undefined) {
      this.unexpected.push(`Unexpected message code: ${message.code}`);
      return;
    }
    if (type === 'ignore') return;
    const forced = message.severity === 1 || message.severity === 2 ? 'error' : message.severity === 3 ? 'warning' : null;
    const effective = forced ?? type;
    if (effective === 'error') {
      if (message.lines.length > 0) this.errors.push({ lines: message.lines, trace: [] });
      return;
    }
    if (effective === 'warning') return;
    const first = message.lines[0] ?? '';
    switch (message.code) {
      case 2187:
        this.processInfo = message.lines.join('');
        break;
      case 2220:
        this.status = 'SanyParsing';
        break;
      case 2219:
        this.status = 'SanyFinished';
        break;
      case 2185:
        this.startDateTime = /^Starting\.\.\. \((\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})\)$/.exec(first)?.[1];
        break;
      case 2189:
      case 2269:
        this.status = 'InitialStatesComputing';
        break;
      case 2190:
      case 2191: {
        const found =
          /^Finished computing initial states: (\d+) distinct state(s)? generated at (\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}).*$/.exec(first);
        if (found !== null) this.stats.push([0, Number(found[1]), Number(found[1]), Number(found[1])]);
        break;
      }
      case 2192:
        this.status = first.includes('complete') ? 'CheckingLivenessFinal' : 'CheckingLiveness';
        break;
      case 2200:
      case 2209: {
        const found =
          /^Progress\(([\d,]+)\) at (\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}): (.+) states generated.*, (.+) distinct states found.*, (.+) states left on queue.*/.exec(
            first,
          );
        if (found !== null)
          this.stats.push([
            localizedInt(found[1] as string),
            localizedInt(found[3] as string),
            localizedInt(found[4] as string),
            localizedInt(found[5] as string),
          ]);
        this.status = 'SuccessorStatesComputing';
        break;
      }
      case 2773:
        this.coverage.length = 0;
        this.readCoverage(first);
        break;
      case 2772:
        this.readCoverage(first);
        break;
      case 2217:
      case 2218:
      case 2122:
        this.readTraceItem(message.lines);
        break;
      case 1000:
        for (const line of message.lines) this.outputLines.push(line);
        break;
      case 2193: {
        this.collisionProbability = /calculated \(optimistic\):\s+val = (.+)$/.exec(message.lines[3] ?? '')?.[1];
        this.state = this.errors.length === 0 ? 'Success' : 'Error';
        break;
      }
      case 2186: {
        this.status = 'Finished';
        const found = /^Finished in (\d+)ms at \((\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})\)$/.exec(first);
        if (found !== null) {
          this.duration = Number(found[1]);
          this.endDateTime = found[2];
        }
        if (this.state !== 'Success') this.state = 'Error';
        break;
      }
      default:
        this.unexpected.push(`No handler for message of type ${message.code}`);
    }
  }

  private readCoverage(line: string): void {
    const found = /^<(\w+) line (\d+), col (\d+) to line (\d+), col (\d+) of module (\w+)(?: \(\d+ \d+ \d+ \d+\))?>: (\d+):(\d+)/.exec(
      line,
    );
    if (found !== null)
      this.coverage.push({ module: found[6] as string, action: found[1] as string, total: Number(found[8]), distinct: Number(found[7]) });
  }

  private readTraceItem(lines: readonly string[]): void {
    const first = lines[0] ?? '';
    const variables = readVariables(lines);
    let item: ToolTraceItem | null = null;
    const simple = /^(\d+): <([\w!]+(\(.*\)){0,1}) line (\d+), col (\d+) to line (\d+), col (\d+) of module (\w+)>$/.exec(first);
    const special = /^(\d+): <?([\w\s]+)>?$/.exec(first);
    const back = /^(\d+): Back to state: <(\w+(\(.*\)){0,1}) line (\d+), col (\d+) to line (\d+), col (\d+) of module (\w+)>?/.exec(first);
    const range = (m: RegExpExecArray) => [Number(m[4]) - 1, Number(m[5]) - 1, Number(m[6]) - 1, Number(m[7])] as const;
    if (simple !== null)
      item = {
        num: Number(simple[1]),
        title: `${simple[2]} in ${simple[8]}`,
        module: simple[8] as string,
        action: simple[2] as string,
        range: range(simple),
        variables,
      };
    else if (special !== null)
      item = { num: Number(special[1]), title: special[2] as string, module: '', action: '', range: [0, 0, 0, 0], variables };
    else if (back !== null) {
      const title = this.errors.length > 0 ? `${back[2]} in ${back[8]} (Back to state)` : 'Back to state';
      item = { num: Number(back[1]), title, module: back[8] as string, action: back[2] as string, range: range(back), variables };
    }
    if (item === null) {
      this.unexpected.push(`Cannot parse error trace item: ${first}`);
      item = { num: 0, title: lines[1] ?? '', module: '', action: '', range: [0, 0, 0, 0], variables };
    }
    if (this.errors.length === 0) this.errors.push({ lines: ['[Unknown error]'], trace: [] });
    (this.errors[this.errors.length - 1] as { trace: ToolTraceItem[] }).trace.push(item);
  }
}

/** The variables of a trace item: `/\ name = value` and the value's further lines, trimmed (parseErrorTraceVariables). */
function readVariables(lines: readonly string[]): { name: string; value: string }[] {
  const variables: { name: string; value: string }[] = [];
  for (let index = 1; index < lines.length; index++) {
    const found = /^(?:\/\\ )?([\w.[\]]+) = (.+)$/.exec(lines[index] as string);
    if (found === null) continue;
    const valueLines = [found[2] as string];
    while (index + 1 < lines.length && !(lines[index + 1] as string).startsWith('/\\ ')) valueLines.push((lines[++index] as string).trim());
    variables.push({ name: found[1] as string, value: valueLines.join(' ') });
  }
  return variables;
}

/** Reads a whole -tool log as the extension reads a `.out` file, line by line. */
export function readToolOutput(text: string): ToolRead {
  const builder = new Builder();
  for (const line of text.split('\n')) builder.addLine(line);
  if (builder.status !== 'Finished') builder.state = 'Stopped';
  return {
    state: builder.state,
    status: builder.status,
    processInfo: builder.processInfo,
    startDateTime: builder.startDateTime,
    endDateTime: builder.endDateTime,
    duration: builder.duration,
    stats: builder.stats,
    coverage: builder.coverage,
    errors: builder.errors,
    collisionProbability: builder.collisionProbability,
    outputLines: builder.outputLines,
    unexpected: builder.unexpected,
  };
}

/** The messages of a -tool log in order: code, severity and body lines (empty lines kept), with nothing outside them. */
export function toolMessages(text: string): { code: number; severity: number; body: string }[] {
  const messages: { code: number; severity: number; body: string }[] = [];
  const pattern = /@!@!@STARTMSG (\d+):(\d+) @!@!@\n([\s\S]*?)\n?@!@!@ENDMSG \1 @!@!@/g;
  for (const found of text.matchAll(pattern))
    messages.push({ code: Number(found[1]), severity: Number(found[2]), body: found[3] as string });
  return messages;
}
