/**
 * The models of test/fixtures/tlc/edited (copies of the spec with one edit
 * each, TLC's runs beside them: see its README), and what monocheck must
 * answer on each: TLC's verdict, exit code and counts as TLC printed them
 * (at an early or error stop too), TLC's error sentence, and TLC's
 * counterexample, which monocheck's equals state by state and which replays
 * on the compiled model. Shared by the small models' test in `npm test` and
 * the large ones' in `npm run test:compiled`.
 */
import { readdirSync } from 'node:fs';
import { expect } from 'vitest';
import type { CheckableSpec } from '../../src/runs/spec/checkable-spec.js';
import type { SearchLimits } from '../../src/runs/spec/spec-search.js';
import { claimOfVerdict } from '../../src/tlc/tlc-output.js';
import { compiledLibrary } from '../helpers/compiled.js';
import { searchRun, traceDifference, type SearchRun } from '../helpers/search-answers.js';
import { FIXTURES, readTlcLog, type TlcLog } from './tlc-fixtures.js';

const EDITED = `${FIXTURES}edited/`;

/** A model TLC stopped within this many states generated is small: its test is in `npm test`. */
export const SMALL = 10_000;

/** TLC was stopped on this one after 10 minutes: it has no final counts. */
const UNFINISHED = 'unfinished_fix_turn_n3_m0_x0';

export interface EditedModel {
  /** The model file's name without .cfg. */
  readonly name: string;
  /** Its path: EDITED/folder/name.cfg, beside the edited modules. */
  readonly path: string;
  readonly tlc: TlcLog;
}

/** Every model of the edited folders but the unfinished one, in name order. */
export function editedModels(): EditedModel[] {
  const folders = readdirSync(EDITED, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return folders
    .flatMap((folder) =>
      readdirSync(`${EDITED}${folder}`)
        .filter((file) => file.endsWith('.cfg'))
        .map((file) => ({ folder, name: file.slice(0, -'.cfg'.length) })),
    )
    .filter(({ name }) => name !== UNFINISHED)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ folder, name }) => ({ name, path: `${EDITED}${folder}/${name}.cfg`, tlc: readTlcLog(`${EDITED}${folder}/${name}.out`) }));
}

/** The model's spec, as `auto` takes it: the edited modules beside it, compiled. */
export async function editedSpec(model: EditedModel): Promise<CheckableSpec> {
  const { loadSpec } = await compiledLibrary();
  const spec = await loadSpec(model.path);
  expect(spec.engine.kind, 'auto compiles the edited modules').toBe('compiled');
  return spec;
}

/** Checks the spec as its model file says (liveness when it names properties), through the built library. */
export async function runEdited(spec: CheckableSpec, limits: SearchLimits = {}): Promise<SearchRun & { workers: number }> {
  const { checkSpec } = await compiledLibrary();
  const { model, result } = checkSpec(spec, limits);
  return { ...searchRun(model, result), workers: result.stats.workers };
}

/**
 * Holds `ours` to TLC's log: verdict (the invariant or property; for an error,
 * TLC's sentence, which its log holds), exit code, counts (but where a
 * temporal property is violated: TLC stops then at a moment of its timing),
 * and the behaviour state by state. TLC prints the successor it found
 * incomplete, with `null` for what the action left unsaid; monocheck's
 * behaviour ends at its parent, so it is held to the states TLC's log gives whole.
 */
export function expectTlcAnswers(ours: SearchRun, tlc: TlcLog): void {
  const verdict = tlc.run.verdict;
  expect(ours.answers.verdict, 'verdict').toBe(verdict.kind);
  if (verdict.kind === 'invariant') expect(ours.answers.detail).toBe(verdict.invariant);
  if (verdict.kind === 'property') expect(ours.answers.detail).toBe(verdict.property);
  if (verdict.kind === 'error') expect(tlc.text, "monocheck's sentence is TLC's").toContain(ours.answers.detail);
  expect(ours.answers.exitCode, 'exit code').toBe(tlc.exitCode);
  if (verdict.kind !== 'property') {
    const { statesGenerated, distinctStates, queueLeft, depth } = ours.answers;
    expect({ statesGenerated, distinctStates, queueLeft, depth }).toEqual({
      statesGenerated: tlc.run.statesGenerated,
      distinctStates: tlc.run.distinctStates,
      queueLeft: tlc.run.queueLeft,
      depth: tlc.run.depth,
    });
  }
  const theirs = tlc.run.trace.map((step) => step.state);
  if (tlc.run.traceProblem !== null)
    expect(tlc.run.traceProblem).toMatch(new RegExp(`^has a state ${theirs.length + 1} that cannot be read: 'null'`));
  expect(traceDifference(ours.trace, theirs)).toBeNull();
}

/** TLC's counterexample replays on the compiled model: each state an initial state or a successor of the one before, the last one showing TLC's verdict. */
export async function expectTlcTraceReplays(spec: CheckableSpec, tlc: TlcLog): Promise<void> {
  if (tlc.run.trace.length === 0) return;
  const { validateTrace } = await compiledLibrary();
  const validation = validateTrace(
    spec.createModel(),
    {
      states: tlc.run.trace.map((step) => step.state),
      actions: tlc.run.trace.map((step) => step.label.action),
      claim: claimOfVerdict(tlc.run.verdict),
      ...(tlc.run.loop !== null && { loop: tlc.run.loop }),
    },
    { extraInvariants: spec.traceInvariants, ...(spec.temporal !== null && { temporal: spec.temporal }) },
  );
  expect(validation.failure).toBeNull();
  expect(validation.ok).toBe(true);
}
