/** What `check --dfs / --dfid / --witness / --coverage` prints of the search's outcome: its text, or its JSON object. */
import type { DepthFirstReport } from '../engine/search/dfs.js';
import type { CheckResult } from '../engine/result.js';
import type { ShownTrace } from '../engine/trace/shown-trace.js';
import type { Witness } from '../monopoly/witnesses.js';
import { neverTaken, renderCoverageTable } from '../report/coverage-table.js';
import { toJsonResult } from '../report/json.js';
import { renderSearchText } from '../report/search-text.js';
import type { CheckableSpec } from '../runs/spec/checkable-spec.js';
import type { CheckOutcome } from './check-outcome.js';
import { engineInCliWords } from './library-error-words.js';

/**
 * Whether the behaviour found is a shortest one: BFS traces are, and so are those of iterative deepening (earlier bounds found nothing).
 */
const traceIsShortest = (report: DepthFirstReport | null) => report === null || report.iterative;

function depthFirstNotes(report: DepthFirstReport): string[] {
  const count = (value: number) => value.toLocaleString('en-US');
  const iterations = `${report.iterations} iteration${report.iterations === 1 ? '' : 's'} (bounds 1..${report.iterations})`;
  const notes = report.iterative
    ? [
        `iterative deepening: ${iterations}; the statistics above are the last ` +
          `one's, ${count(report.statesGeneratedAllIterations)} states generated in all`,
      ]
    : [`depth-first: depth bound ${report.maxDepth}`];
  notes.push(`${count(report.reexplored)} states expanded again because they were reached at a smaller depth than before`);
  const left = report.result.stats.queueLeft;
  if (left > 0) notes.push(`states left on queue: the ${count(left)} states of the current path, partly expanded`);
  if (report.result.kind === 'limit' && report.result.limit === 'depth') {
    notes.push(
      `states beyond level ${report.maxDepth} are inside the model's constraints but were not explored: raise --max-depth to go further`,
    );
  }
  return notes;
}

/** The witness's verdict, where it is not the plain check's. */
function witnessVerdict(result: CheckResult, witness: Witness): string | undefined {
  if (result.kind === 'invariant') return `Witness found: ${witness.description}.`;
  if (result.kind === 'ok')
    return `Unreachable within the model: the whole model was explored, and in no reachable state ${witness.description}.`;
  if (result.kind === 'limit')
    return `Not found before the ${result.limit} limit: the model was NOT fully explored, so it may still be reachable.`;
  return undefined;
}

/** The search's text: the verdict, the statistics, the behaviour found, the depth-first notes, the coverage table. */
export function searchModeText(
  outcome: CheckOutcome,
  shown: ShownTrace | null,
  spec: CheckableSpec,
  witness: Witness | undefined,
  colorLevel: number,
): string {
  const { result, depthFirst } = outcome;
  const kindOfTrace = traceIsShortest(depthFirst)
    ? 'A shortest behaviour'
    : 'A behaviour, found depth-first (it may be longer than the shortest),';
  const last = shown?.steps.length ?? 0;
  const notes = depthFirst === null ? [] : depthFirstNotes(depthFirst);
  // the spec's own wording for what changed (a witness wrapper adds a variable the wording leaves generic)
  const common = { result, shown, constants: spec.constants, colorLevel, notes, describeChange: outcome.specModel.describeChange };
  let text: string;
  if (witness !== undefined) {
    const verdict = witnessVerdict(result, witness);
    const traceEnd = `In state ${last}, ${witness.description}.`;
    text = renderSearchText({
      ...common,
      traceIntro: `${kindOfTrace} that gets there`,
      traceEnd,
      ...(verdict !== undefined && { verdict }),
    });
  } else {
    const traceEnd =
      result.kind === 'invariant' ? `State ${last} violates ${result.invariant}.` : `State ${last} has no successor: deadlock.`;
    text = renderSearchText({ ...common, traceIntro: `${kindOfTrace} that reaches it`, traceEnd });
  }
  if (result.stats.coverage !== undefined) text += `\n${renderCoverageTable(result.stats.coverage)}`;
  return text;
}

/** The search's JSON object: check's, with the witness, whether the trace is a shortest one, the depth-first figures and the coverage. */
export function searchModeJson(outcome: CheckOutcome, spec: CheckableSpec, witness: Witness | undefined): object {
  const { result, depthFirst } = outcome;
  const base = toJsonResult(result, { constants: spec.constants, engine: engineInCliWords(spec.engine) });
  const witnessResult = result.kind === 'invariant' ? 'witness' : result.kind === 'ok' ? 'unreachable' : result.kind;
  const found = result.kind === 'invariant';
  return {
    ...base,
    ...(witness !== undefined && {
      result: witnessResult,
      invariant: null,
      witness: { name: witness.name, description: witness.description, invariant: witness.invariant, found },
    }),
    traceIsShortest: base.traceLength > 0 ? traceIsShortest(depthFirst) : null,
    ...(depthFirst !== null && {
      search: {
        kind: depthFirst.iterative ? 'dfid' : 'dfs',
        depthBound: depthFirst.maxDepth,
        iterations: depthFirst.iterations,
        reexplored: depthFirst.reexplored,
        statesGeneratedAllIterations: depthFirst.statesGeneratedAllIterations,
      },
    }),
    ...(result.stats.coverage !== undefined && { coverage: result.stats.coverage, neverTaken: neverTaken(result.stats.coverage) }),
  };
}
