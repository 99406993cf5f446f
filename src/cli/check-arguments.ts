/** The arguments of `monocheck check`, which its handler and the search modes it hands over to both read. */
import type { TraceFormat } from '../api/trace-files.js';
import type { ModelFlagArguments } from './model-flags.js';
import type { ScaleArguments } from './scale-options.js';

export interface CheckArguments extends ScaleArguments, ModelFlagArguments {
  maxStates?: number;
  timeLimit?: number;
  format: 'text' | 'tlc' | 'json';
  json: boolean;
  traceOut?: string;
  traceFormat: TraceFormat;
  html?: string;
  explore?: boolean;
  progressInterval: number;
}
