/**
 * `monocheck compare` as text (a side-by-side table, a mark on each row that
 * differs, then TLC's counterexample replayed against the transcription) and
 * as one JSON object.
 */
import { Chalk } from 'chalk';
import type { TraceValidation } from '../engine/trace/validate-trace.js';
import type { ComparisonRow, RowValue } from '../tlc/compare.js';
import { renderValidation, validationVerdict } from './validation-text.js';

export interface ComparisonReport {
  /** The model file, as the user named it. */
  readonly model: string;
  /** Where TLC's answers come from: its log file, or the jar monocheck ran. */
  readonly tlcSource: string;
  readonly tlcVersion: string | null;
  readonly rows: readonly ComparisonRow[];
  /** TLC's counterexample replayed against monocheck's spec, null when TLC printed none. */
  readonly validation: TraceValidation | null;
  /** The spec replayed against, as the text names it: `monocheck's transcription`, `the compiled spec`. */
  readonly against: string;
  /**
   * Which engine checked the model and why (its kind, its reason, and the sentence every output says it in); `why`
   * and `modules` as the spec's EngineChoice has them (a caller words an engine asked for in its terms).
   */
  readonly engine: {
    readonly kind: 'transcribed' | 'compiled';
    readonly reason: string;
    readonly sentence: string;
    readonly why?: { readonly kind: 'asked' };
    readonly modules?: string;
  };
  /** Lines TLC printed as warnings or errors, shown as they are. */
  readonly tlcNotes: readonly string[];
}

/** Every row the same and TLC's counterexample (if any) accepted. */
export function comparisonAgrees(report: ComparisonReport): boolean {
  return report.rows.every((row) => row.same) && (report.validation === null || report.validation.ok);
}

const DIFFERS = '≠';

function cell(value: RowValue): string {
  if (value === null) return '–';
  return typeof value === 'number' ? value.toLocaleString('en-US') : value;
}

export function renderComparison(report: ComparisonReport, colorLevel = 0): string {
  const chalk = new Chalk({ level: Math.max(0, Math.min(3, colorLevel)) as 0 | 1 | 2 | 3 });
  const labelWidth = report.rows.reduce((widest, row) => Math.max(widest, row.label.length), 0);
  const tlcWidth = report.rows.reduce((widest, row) => Math.max(widest, cell(row.tlc).length), 3);
  const lines = [
    `monocheck compare: ${report.model} ` +
      `against ${report.tlcSource}${report.tlcVersion === null ? '' : ` (TLC2 Version ${report.tlcVersion})`}`,
    `  ${report.engine.sentence}`,
    `    ${''.padEnd(labelWidth)}  ${chalk.bold('TLC'.padEnd(tlcWidth))}  ${chalk.bold('monocheck')}`,
  ];
  for (const row of report.rows) {
    const text =
      `${row.label.padEnd(labelWidth)}  ${cell(row.tlc).padEnd(tlcWidth)}  ${cell(row.monocheck)}` +
      `${row.compared ? '' : chalk.dim('  (not compared)')}`;
    lines.push(row.same ? `    ${text}` : chalk.red(`  ${DIFFERS} ${text}`));
  }
  if (report.rows.some((row) => !row.compared)) {
    lines.push(
      chalk.dim('  (TLC checks liveness at intervals on the graph found so far and stops at the first violation, so where a property'),
      chalk.dim('   is violated its counts and its lasso depend on timing; the verdict and the property are compared.)'),
    );
  }
  for (const note of report.tlcNotes) lines.push(chalk.yellow(`  TLC: ${note}`));
  let text = lines.map((line) => `${line}\n`).join('');
  if (report.validation !== null) {
    text += `\nTLC's counterexample, replayed against ${report.against}:\n`;
    text += renderValidation(report.validation, { source: 'TLC', listSteps: true, colorLevel });
    text += `${validationVerdict(report.validation, 'TLC', report.against)}\n`;
  }
  const differing = report.rows.filter((row) => !row.same).map((row) => row.label);
  if (report.validation !== null && !report.validation.ok) differing.push("the replay of TLC's counterexample");
  text +=
    differing.length === 0
      ? `${chalk.green('TLC and monocheck agree.')}\n`
      : `${chalk.red.bold(`TLC and monocheck DISAGREE on: ${differing.join(', ')}.`)}\n`;
  return text;
}

/** The comparison as one JSON-ready object. */
export function comparisonJson(report: ComparisonReport): object {
  const validation = report.validation;
  return {
    agree: comparisonAgrees(report),
    model: report.model,
    tlcSource: report.tlcSource,
    tlcVersion: report.tlcVersion,
    engine: { kind: report.engine.kind, reason: report.engine.reason },
    rows: report.rows.map(({ key, label, tlc, monocheck, same, compared }) => ({ key, label, tlc, monocheck, same, compared })),
    differing: report.rows.filter((row) => !row.same).map((row) => row.key),
    validation:
      validation === null
        ? null
        : {
            ok: validation.ok,
            steps: validation.steps.map(({ number, action, label }) => ({ number, action, label })),
            failure: validation.failure,
            claim: validation.claim,
          },
    tlcNotes: report.tlcNotes,
  };
}
