/**
 * TLC's command line as tlc2.TLC reads it (TLC.handleParameters at
 * rev cc6b616cf): single-dash options, some with a value, in any order,
 * and one spec file (`MCMonopoly`, `MCMonopoly.tla` or a path). JVM options
 * before `tlc2.TLC` are not part of it. A mistake is TLC's usage failure
 * (exit 1) with TLC's sentence for it.
 */
import { UsageError } from './usage-error.js';

/** What the command line asked, in TLC's terms. */
export interface TlcArguments {
  /** The spec file as given, without `.tla`; null when none was given. */
  readonly spec: string | null;
  /** -config, without `.cfg`. */
  readonly config: string | null;
  readonly workers: number | 'auto';
  /** TLC's -deadlock turns deadlock checking OFF. */
  readonly checkDeadlock: boolean;
  readonly continue: boolean;
  readonly tool: boolean;
  readonly difftrace: boolean;
  readonly depth: number | null;
  readonly dfid: number | null;
  /** -simulate, with num=N when given (null: no limit on the behaviours). */
  readonly simulate: { readonly num: number | null } | null;
  readonly seed: string | null;
  /** -coverage, in minutes. */
  readonly coverage: number | null;
  /** -checkpoint, in minutes (0: none). */
  readonly checkpoint: number | null;
  readonly metadir: string | null;
  readonly recover: string | null;
  readonly dumpTrace: readonly { readonly format: string; readonly file: string }[];
  /** -dump FILE or -dump dot[,colorize,actionlabels,snapshot,...] FILE (TLC adds .dump or .dot when missing). */
  readonly dump: { readonly dot: boolean; readonly options: readonly string[]; readonly file: string } | null;
  readonly noGenerateSpecTE: boolean;
  /** Options that change nothing in monocheck, as typed (with their values), for one note each. */
  readonly inert: readonly string[];
  /** -help / -h. */
  readonly help: boolean;
}

/** Options that take no value and change nothing in monocheck. */
const INERT_SWITCHES = ['-nowarning', '-cleanup', '-gzip', '-terse', '-modelcheck', '-noGenerateSpecTEBin', '-noTEBin'];
/** Options whose one value changes nothing in monocheck; the value is still checked as TLC checks it. */
const INERT_VALUES: Record<string, (value: string) => string | null> = {
  '-fp': (value) =>
    /^\d+$/.test(value) && Number(value) <= 130 ? null : 'Error: The number for -fp must be between 0 and 130 (inclusive).',
  '-fpbits': (value) =>
    /^\d+$/.test(value) && Number(value) <= 30 ? null : `Error: Value in interval [0, 30] for fpbits required. But encountered ${value}`,
  '-fpmem': (value) =>
    Number.isFinite(Number(value)) && Number(value) >= 0
      ? null
      : `Error: An positive integer or a fraction for fpset memory size/percentage required. But encountered ${value}`,
  '-maxSetSize': (value) =>
    /^\d+$/.test(value) && Number(value) <= 2_147_483_647 ? null : `Error: An integer for maxSetSize required. But encountered ${value}`,
  '-lncheck': () => null,
  '-userFile': () => null,
  '-teSpecOutDir': () => null,
};
/** TLC options monocheck cannot honour, with the sentence that says why. */
const REFUSED: Record<string, string> = {
  '-generate': "monocheck has no random generation of behaviours (TLC's -generate); use -simulate.",
  '-view': 'monocheck does not apply a VIEW.',
  '-debug': "monocheck has no debugging output of TLC's.",
  '-debugger': 'monocheck has no TLA+ debugger; the explorer (monocheck explore) steps through states.',
  '-inv': 'monocheck checks the invariants the model file names (or `monocheck check --invariant NAME`), not an expression given here.',
  '-invlevel': 'monocheck checks the invariants the model file names, not an expression given here.',
  '-loadTrace': 'monocheck does not constrain a search by a trace; `monocheck trace FILE --validate` replays one.',
  '-postCondition': 'monocheck evaluates no post-condition.',
  '-aril': "monocheck's simulation has its own random choices: -aril has no meaning there.",
  '-generateSpecTE': 'monocheck writes no trace-exploration spec; -dumpTrace json FILE writes the counterexample.',
  '-suppressMessages': "monocheck prints none of TLC's warnings, so there is nothing to suppress by code.",
  '-messagesAsErrors': "monocheck prints none of TLC's warnings, so none can be made an error.",
};

/** An integer as Java's Integer.parseInt reads it, or null. */
const javaInteger = (text: string): number | null =>
  /^[+-]?\d+$/.test(text) && Math.abs(Number(text)) <= 2_147_483_647 ? Number(text) : null;

// long because: TLC's option grammar, one branch per option as TLC.handleParameters has it
export function parseTlcArguments(args: readonly string[]): TlcArguments {
  const parsed = {
    spec: null as string | null,
    config: null as string | null,
    workers: 1 as number | 'auto',
    checkDeadlock: true,
    continue: false,
    tool: false,
    difftrace: false,
    depth: null as number | null,
    dfid: null as number | null,
    simulate: null as { num: number | null } | null,
    seed: null as string | null,
    coverage: null as number | null,
    checkpoint: null as number | null,
    metadir: null as string | null,
    recover: null as string | null,
    dumpTrace: [] as { format: string; file: string }[],
    dump: null as TlcArguments['dump'],
    noGenerateSpecTE: false,
    inert: [] as string[],
    help: false,
  };
  let index = 0;
  const value = (missing: string): string => {
    const next = args[index + 1];
    if (next === undefined) throw new UsageError(missing);
    index += 2;
    return next;
  };
  const integer = (missing: string, bad: (text: string) => string, atLeast = Number.MIN_SAFE_INTEGER): number => {
    const text = value(missing);
    const number = javaInteger(text);
    if (number === null || number < atLeast) throw new UsageError(bad(text));
    return number;
  };
  while (index < args.length) {
    const option = args[index] as string;
    if (option === '-simulate') {
      index++;
      parsed.simulate = { num: null };
      const next = args[index];
      if (next !== undefined && /stats=|file=|num=|sched/.test(next)) {
        index++;
        for (const part of next.split(',')) {
          if (part.startsWith('num=')) {
            const number = javaInteger(part.slice(4));
            if (number === null || number < 0)
              throw new UsageError(`Error: -simulate num= takes a whole number; it is '${part.slice(4)}'.`);
            parsed.simulate = { num: number };
          } else throw new UsageError(`-simulate ${part}: monocheck's simulation takes num=N only (no file=, stats= or sched=).`);
        }
      }
    } else if (option === '-deadlock') {
      index++;
      parsed.checkDeadlock = false;
    } else if (option === '-continue' || option === '-tool' || option === '-difftrace') {
      index++;
      parsed[option === '-continue' ? 'continue' : option === '-tool' ? 'tool' : 'difftrace'] = true;
    } else if (option === '-noGenerateSpecTE' || option.toLowerCase() === '-note') {
      index++;
      parsed.noGenerateSpecTE = true;
    } else if (INERT_SWITCHES.includes(option) || option.toLowerCase() === '-notebin') {
      index++;
      parsed.inert.push(option);
    } else if (option in INERT_VALUES) {
      const text = value(`Error: ${option} requires a value.`);
      const problem = (INERT_VALUES[option] as (value: string) => string | null)(text);
      if (problem !== null) throw new UsageError(problem);
      parsed.inert.push(`${option} ${text}`);
    } else if (option in REFUSED) {
      throw new UsageError(`${option}: ${REFUSED[option]}`);
    } else if (option === '-help' || option === '-h') {
      index++;
      parsed.help = true;
    } else if (option === '-config') {
      parsed.config = value('Error: expect a file name for -config option.').replace(/\.cfg$/, '');
    } else if (option === '-workers') {
      const text = value("Error: expect an integer or 'auto' for -workers option.");
      if (text.trim().toLowerCase() === 'auto') parsed.workers = 'auto';
      else {
        const number = javaInteger(text);
        if (number === null) throw new UsageError(`Error: worker number or 'auto' required. But encountered ${text}`);
        if (number < 1) throw new UsageError('Error: at least one worker required.');
        parsed.workers = number;
      }
    } else if (option === '-depth') {
      parsed.depth = integer(
        'Error: trace length required.',
        (text) => `Error: An integer for trace length required. But encountered ${text}`,
      );
    } else if (option === '-dfid') {
      parsed.dfid = integer(
        'Error: expect a nonnegative integer for -dfid option.',
        (text) => `Error: expect a nonnegative integer for -dfid option. But encountered ${text}`,
        0,
      );
    } else if (option === '-seed') {
      const text = value('Error: seed required.');
      if (!/^[+-]?\d+$/.test(text) || BigInt(text) > 9223372036854775807n || BigInt(text) < -9223372036854775808n)
        throw new UsageError(`Error: An integer for seed required. But encountered ${text}`);
      parsed.seed = text;
    } else if (option === '-coverage') {
      parsed.coverage = integer(
        'Error: coverage report interval required.',
        (text) => `Error: An integer for coverage report interval required. But encountered ${text}`,
        0,
      );
    } else if (option === '-checkpoint') {
      parsed.checkpoint = integer(
        'Error: checkpoint interval required.',
        (text) => `Error: An integer for checkpoint interval is required. But encountered ${text}`,
        0,
      );
    } else if (option === '-metadir') {
      parsed.metadir = value('Error: need to specify the metadata directory.');
    } else if (option === '-recover') {
      parsed.recover = value('Error: need to specify the metadata directory for recovery.');
    } else if (option.toLowerCase() === '-dumptrace') {
      if (index + 2 >= args.length) throw new UsageError('Error: A format and a file name for dumping traces required.');
      parsed.dumpTrace.push({ format: (args[index + 1] as string).toLowerCase(), file: args[index + 2] as string });
      index += 3;
    } else if (option === '-dump') {
      const first = args[index + 1];
      if (first === undefined) throw new UsageError('Error: A file name for dumping states required.');
      if (first.startsWith('dot') && index + 2 < args.length) {
        const file = args[index + 2] as string;
        parsed.dump = { dot: true, options: first.toLowerCase().split(',').slice(1), file: file.endsWith('.dot') ? file : `${file}.dot` };
        index += 3;
      } else {
        parsed.dump = { dot: false, options: [], file: first.endsWith('.dump') ? first : `${first}.dump` };
        index += 2;
      }
    } else if (option.startsWith('-')) {
      throw new UsageError(`Error: unrecognized option: ${option}`);
    } else {
      if (parsed.spec !== null) throw new UsageError(`Error: more than one input files: ${parsed.spec} and ${option}`);
      parsed.spec = option.replace(/\.tla$/, '');
      index++;
    }
  }
  return parsed;
}
