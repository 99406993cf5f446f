/** Long behaviours for the explorer's upload tests: a seeded random walk through Next from Init, written as a trace file. */
import type { CheckableSpec } from '../../src/runs/spec/checkable-spec.js';
import { renderTraceFile, type TraceFormat } from '../../src/runs/trace-files.js';
import { showTrace } from '../../src/engine/trace/shown-trace.js';
import { allStates } from '../../src/engine/trace/trace.js';
import { seededRandom } from './seeded-random.js';

/** A behaviour of `spec`'s model with `length` states (fewer if it deadlocks first), each step a seeded random successor, in `format`. */
export function randomWalkTrace(spec: CheckableSpec, length: number, format: TraceFormat = 'json', seed = 1): string {
  const model = spec.createModel();
  const random = seededRandom(seed);
  const first = allStates(model, null)[0];
  if (first === undefined) throw new Error('the model has no initial state');
  const states = [first.state];
  const actionIds = [-1];
  while (states.length < length) {
    const successors = allStates(model, states[states.length - 1] as Uint8Array);
    const next = successors[Math.floor(random() * successors.length)];
    if (next === undefined) break;
    states.push(next.state);
    actionIds.push(next.actionId);
  }
  return renderTraceFile(format, showTrace(model, { states, actionIds }), { kind: 'none' }, 'a random walk', spec.tlc);
}
