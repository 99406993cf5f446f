/** The options of `monocheck check`, and the argument type its handler and the search modes it hands over to share. */
import type { Argv, Options } from 'yargs';
import { TRACE_FORMATS } from '../runs/trace-files.js';
import type { ArgumentsOf } from './command.js';
import { duration, numberOption, wholeNumber } from './flag-values.js';
import { MODEL_FLAG_OPTIONS } from './model-flags.js';
import { SCALE_OPTIONS } from './scale-options.js';
import { CLUSTER_CHECK_OPTIONS, checkClusterFlags } from './cluster-options.js';
import { TLC_MODE_OPTIONS } from './tlc-modes.js';

/** `check` beyond the plain breadth-first search (search-modes.ts runs them). */
const SEARCH_MODE_OPTIONS = {
  dfs: { type: 'boolean', conflicts: 'dfid', describe: 'search depth-first, to the depth bound (--max-depth, or MaxDepth of the model)' },
  dfid: { type: 'boolean', describe: "iterative deepening depth-first search to the depth bound (TLC's -dfid)" },
  witness: {
    type: 'string',
    requiresArg: true,
    describe: 'find the shortest behaviour reaching a situation, e.g. hotel (`monocheck witnesses` lists them)',
  },
  coverage: {
    type: 'boolean',
    conflicts: ['dfs', 'dfid'],
    describe: 'report per action (and ResolveSquare CASE arm) how often it was enabled, generated and found new states',
  },
} as const satisfies Record<string, Options>;

export function checkOptions(yargs: Argv) {
  return yargs
    .positional('model', { type: 'string', describe: 'TLC model file (.cfg) of MCMonopoly.tla; default specs/MCMonopoly.cfg' })
    .options(MODEL_FLAG_OPTIONS)
    .options({
      'max-states': numberOption('max-states', wholeNumber(1), { describe: 'stop (result "limit") after this many distinct states' }),
      'time-limit': numberOption('time-limit', duration('seconds'), { describe: 'stop (result "limit") after this many seconds' }),
      format: {
        choices: ['text', 'tlc', 'tool', 'json'] as const,
        default: 'text' as const,
        describe:
          "output: readable text, TLC's own text, TLC's -tool messages (what " +
          'the VS Code extension and the Toolbox read), or one JSON object',
      },
      json: { type: 'boolean', default: false, describe: 'same as --format json' },
      'trace-out': { type: 'string', requiresArg: true, describe: "write the counterexample to this file in TLC's -dumpTrace json shape" },
      'trace-format': {
        choices: TRACE_FORMATS,
        default: 'json' as const,
        describe: "--trace-out's format: json (TLC's -dumpTrace json), itf (ITF JSON) or tlc (TLC's text)",
      },
      html: {
        type: 'string',
        requiresArg: true,
        describe: 'on a violation, write the HTML board viewer of the counterexample to this file',
      },
      explore: {
        type: 'boolean',
        conflicts: ['dfs', 'dfid', 'witness', 'coverage'],
        describe: 'on a violation, serve the explorer (as `monocheck explore` does, on any free port) at the counterexample until Ctrl+C',
      },
      'progress-interval': numberOption('progress-interval', duration('seconds'), {
        default: 10,
        describe: 'seconds between progress lines on stderr',
      }),
    })
    .options(TLC_MODE_OPTIONS)
    .options(SEARCH_MODE_OPTIONS)
    .options(SCALE_OPTIONS)
    .options(CLUSTER_CHECK_OPTIONS)
    .check((argv) => {
      checkClusterFlags(argv);
      return true;
    });
}

export type CheckArguments = ArgumentsOf<typeof checkOptions>;
