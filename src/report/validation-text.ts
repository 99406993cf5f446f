/**
 * The result of replaying a trace against the transcription, as text: the
 * action that explains each step, the first step that fails with the
 * variables that differ from the nearest allowed state, and whether the last
 * state shows what the file claims.
 */
import { Chalk, type ChalkInstance } from 'chalk';
import type { ClaimOutcome, StepFailure, TraceValidation } from '../engine/trace/validate-trace.js';
import { printTlaValueOnOneLine } from '../tlc/value-printer.js';

export interface ValidationTextOptions {
  /** Who made the trace, as the sentences name it: `TLC`, `the file`. */
  readonly source: string;
  /** List every step with its action (else only a count per action). */
  readonly listSteps: boolean;
  readonly colorLevel: number;
}

const INDENT = '  ';

/** Lines (each ending in a newline) describing `validation`. */
export function renderValidation(validation: TraceValidation, options: ValidationTextOptions): string {
  const chalk = new Chalk({ level: Math.max(0, Math.min(3, options.colorLevel)) as 0 | 1 | 2 | 3 });
  const lines: string[] = [];
  if (options.listSteps) {
    for (const step of validation.steps) {
      const title =
        step.action === null ? 'an initial state' : step.label.startsWith(step.action) ? step.label : `${step.action}: ${step.label}`;
      lines.push(`${INDENT}State ${step.number}: ${title}`);
    }
  } else if (validation.steps.length > 0) {
    lines.push(`${INDENT}State 1 is an initial state; ${stepSummary(validation)}.`);
  }
  if (validation.failure !== null) for (const line of failureLines(validation.failure, options.source, chalk)) lines.push(line);
  const claim = claimLine(validation.claim, validation.steps.length, options.source);
  const refuted =
    validation.claim.kind === 'holds' || validation.claim.kind === 'not-deadlock' || validation.claim.kind === 'property-refuted';
  if (claim !== null) lines.push(`${INDENT}${refuted ? chalk.red(claim) : claim}`);
  return lines.map((line) => `${line}\n`).join('');
}

/** `384 later steps, each a successor of the one before: RollAndMove 97, ...`. */
function stepSummary(validation: TraceValidation): string {
  const later = validation.steps.slice(1);
  if (later.length === 0) return 'there is no later step';
  const tally = new Map<string, number>();
  for (const step of later) tally.set(step.action ?? '?', (tally.get(step.action ?? '?') ?? 0) + 1);
  const counts = [...tally].map(([action, count]) => `${action} ${count}`).join(', ');
  return `${later.length} later step${later.length === 1 ? '' : 's'}, each one of monocheck's successors of the state before (${counts})`;
}

function failureLines(failure: StepFailure, source: string, chalk: ChalkInstance): string[] {
  switch (failure.kind) {
    case 'empty':
      return [chalk.red(`${INDENT}The trace has no state.`)];
    case 'unreadable':
      return [chalk.red(`${INDENT}State ${failure.number} cannot be a state of this model: ${failure.message}.`)];
    case 'wrong-action':
      return [
        chalk.red(
          `${INDENT}State ${failure.number}: ${source} names ${failure.claimed}, but only ${failure.explainedBy.join(' or ')} leads there.`,
        ),
      ];
    case 'not-initial':
    case 'not-successor': {
      const what =
        failure.kind === 'not-initial' ? 'is not an initial state' : `is not one of monocheck's successors of state ${failure.number - 1}`;
      const lines = [chalk.red(`${INDENT}State ${failure.number} ${what}.`)];
      const nearest = failure.nearest;
      if (nearest === null) return [...lines, `${INDENT}${INDENT}State ${failure.number - 1} has no successor at all.`];
      const by =
        nearest.action === null
          ? 'the initial state'
          : `the successor by ${nearest.label.startsWith(nearest.action) ? nearest.label : `${nearest.action} (${nearest.label})`}`;
      lines.push(`${INDENT}${INDENT}The nearest is ${by}; ${source}'s state ${failure.number} differs from it in:`);
      for (const difference of failure.nearest?.differences ?? []) {
        lines.push(
          `${INDENT}${INDENT}${INDENT}${difference.path}: ${printTlaValueOnOneLine(difference.after)} ` +
            `in ${source}'s state, ${printTlaValueOnOneLine(difference.before)} in monocheck's`,
        );
      }
      return lines;
    }
  }
}

function claimLine(claim: ClaimOutcome, stateCount: number, source: string): string | null {
  switch (claim.kind) {
    case 'none':
    case 'not-checked':
      return null;
    case 'violated':
      return `State ${stateCount} violates ${claim.invariant}, as ${source} says.`;
    case 'holds':
      return `State ${stateCount} satisfies ${claim.invariant}, but ${source} says it violates it.`;
    case 'unknown':
      return `${source} says state ${stateCount} violates ${claim.invariant}, an invariant monocheck does not know; not checked.`;
    case 'deadlock':
      return `State ${stateCount} has no successor: a deadlock, as ${source} says.`;
    case 'not-deadlock':
      return (
        `State ${stateCount} has ${claim.successors} ` +
        `successor${claim.successors === 1 ? '' : 's'}, but ${source} says it is a deadlock.`
      );
    case 'property-violated': {
      const loop =
        claim.loop === stateCount - 1
          ? `then stays in state ${stateCount} for ever (stuttering)`
          : `then goes back from state ${stateCount} to state ${claim.loop + 1}`;
      return (
        `The behaviour ${loop}: it is fair, and ${claim.property} is false on it, ` + `a violation of ${claim.property}, as ${source} says.`
      );
    }
    case 'property-refuted':
      return `${source} says this lasso violates ${claim.property}, but ${claim.reason}.`;
    case 'property-unknown':
      return `${source} says this lasso violates ${claim.property}; checking that needs the model file that names it.`;
  }
}

/** One sentence: whether the trace is a behaviour of the spec, named `against` (`monocheck's transcription`, `the compiled spec`). */
export function validationVerdict(validation: TraceValidation, source: string, against = "monocheck's transcription"): string {
  if (validation.ok) {
    const claim = validation.claim;
    const unknown =
      claim.kind === 'unknown'
        ? ` (the claimed violation of ${claim.invariant} was not checked)`
        : claim.kind === 'property-unknown'
          ? ` (the claimed violation of ${claim.property} was not checked)`
          : '';
    return `${source}'s ${validation.steps.length} states are a behaviour of ${against}${unknown}.`;
  }
  if (validation.failure !== null)
    return (
      `${source}'s trace is NOT a behaviour of ${against}: it fails at ` +
      `state ${'number' in validation.failure ? validation.failure.number : 1}.`
    );
  return `${source}'s trace is a behaviour of ${against}, but its last state does not show what it claims.`;
}
