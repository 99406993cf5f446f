/**
 * `monocheck check` on models with temporal properties, through the built
 * command line, on the small model whose Spec lasso is one stuttering state:
 * the text, TLC's text, the trace files, and bad input (one sentence, the
 * file and line, TLC's config-error exit code). In-process
 * (test/helpers/in-process-cli.ts) but the first, run end to end.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { htmlViewerPage, renderTraceFile } from '../../src/runs/trace-files.js';
import { traceModel, validateDocument } from '../../src/cli/trace-model.js';
import { showTrace } from '../../src/engine/trace/shown-trace.js';
import { parseTlcOutput } from '../../src/tlc/tlc-output.js';
import { readTraceText } from '../../src/tlc/trace-file.js';
import { runInProcess } from '../helpers/in-process-cli.js';
import { runCli } from '../cli/run-cli.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

const SPEC_D6 = 'specs/live_spec_winner_real_d6.cfg';
let work: string;

beforeAll(() => {
  work = temporaryFolder('monocheck-live-cli-');
});

/** A model file in the scratch folder: the d6 model with `edit` applied. */
function modelFile(name: string, edit: (text: string) => string): string {
  const path = join(work, `${name}.cfg`);
  writeFileSync(path, edit(readFileSync(SPEC_D6, 'utf8')));
  return path;
}

describe('check on a model with a PROPERTY', () => {
  it("prints the lasso in the game's words, ending as TLC ends it, and exits 13", () => {
    const run = runCli(['check', SPEC_D6]);
    expect(run.status).toBe(13);
    expect(run.stdout).toContain('  properties: EventuallyOneWinner; under Spec (WF_vars(EndTurn))\n');
    expect(run.stdout).toContain('Temporal property EventuallyOneWinner is violated.\n');
    expect(run.stdout).toContain(
      'A fair behaviour that violates it (1 state, then stutters for ever; replayed and confirmed):\nState 1: Initial predicate\n',
    );
    expect(run.stdout.trimEnd().split('\n').at(-1)).toBe('State 2: Stuttering (state 1 repeats for ever)');
  });

  it("--format tlc prints TLC's text, which TLC's parser reads back as the same lasso", async () => {
    const run = await runInProcess(['check', SPEC_D6, '--format', 'tlc']);
    expect(run.status).toBe(13);
    expect(run.stdout).toContain(
      'Error: Temporal property EventuallyOneWinner was violated.\n\nError: The following behavior constitutes a counter-example:\n\nState 1: <Initial predicate>\n',
    );
    // TLC's order after a lasso (live_spec_winner_real_d6.out): the end of the temporal check, then the counts
    expect(run.stdout).toMatch(
      /\nState 2: Stuttering\nFinished checking temporal properties in \d+s at [\d-]+ [\d:]+\n8114 states generated, 2466 distinct states found, 0 states left on queue.\n/,
    );
    const parsed = parseTlcOutput(run.stdout);
    expect([parsed.verdict, parsed.trace.length, parsed.loop]).toEqual([{ kind: 'property', property: 'EventuallyOneWinner' }, 1, 0]);
  });

  it("writes the lasso as TLC's -dumpTrace json, which validates, and converts it to ITF and TLC's text, which validate too", async () => {
    const file = join(work, 'lasso.json');
    expect((await runInProcess(['check', SPEC_D6, '--trace-out', file])).status).toBe(13);
    const json = JSON.parse(readFileSync(file, 'utf8')) as {
      counterexample: { action: [[number, unknown], unknown, [number, unknown]][] };
    };
    // one state stuttering: the last action goes from state 1 back to state 1
    expect(json.counterexample.action.map(([from, , to]) => [from[0], to[0]])).toEqual([[1, 1]]);
    const validate = await runInProcess(['trace', file, '--validate', '--config', SPEC_D6]);
    expect(validate.stdout).toContain('a violation of EventuallyOneWinner');
    expect(validate.status, validate.stdout).toBe(0);
    // what `trace lasso.json --format itf|tlc` writes, read back and validated as `trace --validate` does
    const document = readTraceText(readFileSync(file, 'utf8'), file);
    const traced = await traceModel(document, SPEC_D6);
    const { model, spec } = traced;
    const validation = validateDocument(traced, document);
    const shown = showTrace(model, validation.trace!, { start: 0, actionId: -1 });
    // the board viewer carries the loop, which its script uses to go round the cycle
    const page = htmlViewerPage(model, shown, { kind: 'property', property: 'EventuallyOneWinner' }, file);
    const data = JSON.parse(/<script type="application\/json" id="trace-data">(.*?)<\/script>/s.exec(page)?.[1] ?? 'null') as {
      loop?: unknown;
      violation: string;
    };
    expect(data.loop).toEqual({ start: 0, stutters: true, title: '', changes: [] });
    expect(data.violation).toBe('Temporal property EventuallyOneWinner is violated');
    for (const format of ['itf', 'tlc'] as const) {
      const converted = readTraceText(
        renderTraceFile(
          format,
          shown,
          validation.claim.kind === 'property-violated' ? { kind: 'property', property: 'EventuallyOneWinner' } : { kind: 'none' },
          file,
          spec.tlc,
        ),
        `lasso.${format}`,
      );
      expect(converted.loop, format).toBe(0);
      expect(validateDocument(traced, converted).claim, format).toEqual({
        kind: 'property-violated',
        property: 'EventuallyOneWinner',
        loop: 0,
      });
    }
  });

  it("refuses a lasso under a fairness it breaks: Spec's stuttering lasso is no behaviour of FairSpec", async () => {
    const file = join(work, 'spec-lasso.json');
    await runInProcess(['check', SPEC_D6, '--trace-out', file]);
    const run = await runInProcess(['trace', file, '--validate', '--config', 'specs/live_fair_winner_real_d6.cfg']);
    expect(run.status).toBe(20);
    expect(run.stdout).toContain('the behaviour is not fair: WF_vars(Next) fails on its cycle');
  });
});

describe('bad input', () => {
  const cases: [string, (text: string) => string, number, string][] = [
    [
      'an unknown PROPERTY',
      (text) => text.replace('PROPERTY EventuallyOneWinner', 'PROPERTY\n  EventualyOneWinner'),
      12,
      "unknown property 'EventualyOneWinner'; this spec's temporal properties are EventuallyOneWinner, BankruptStays, JailEnds, KeepsRolling.",
    ],
    [
      'an unknown SPECIFICATION',
      (text) => text.replace('SPECIFICATION Spec', 'SPECIFICATION LiveSpec'),
      7,
      "unknown specification 'LiveSpec'; Monopoly.tla defines Spec (WF_vars(EndTurn)) and MCLive.tla FairSpec (WF_vars(Next)); or use 'INIT Init' and 'NEXT Next'.",
    ],
    [
      'a temporal property as an INVARIANT',
      (text) => `${text}INVARIANT KeepsRolling\n`,
      12,
      "'KeepsRolling' is a temporal property, not a state predicate, so it cannot be an invariant; list it under PROPERTY instead.",
    ],
  ];
  for (const [what, edit, line, sentence] of cases) {
    it(`${what}: one sentence at its file and line, exit 151`, async () => {
      const path = modelFile(what.replace(/\W+/g, '-'), edit);
      const run = await runInProcess(['check', path]);
      expect(run.status).toBe(151);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(`monocheck: ${path}:${line}: ${sentence}\n`);
    });
  }

  it('flags the liveness check cannot take: a usage mistake, exit 1', async () => {
    const workers = await runInProcess(['check', SPEC_D6, '--workers', '2']);
    expect(workers.status).toBe(1);
    expect(workers.stderr).toContain('a liveness check runs in one thread');
    expect((await runInProcess(['check', SPEC_D6, '--dfs'])).stderr).toContain(
      '--dfs, --dfid, --witness and --coverage check invariants only',
    );
    const wide = await runInProcess(['check', SPEC_D6, '--fingerprint-bits', '128']);
    expect(wide.status).toBe(1);
    expect(wide.stderr).toBe(
      'monocheck: the model file names a PROPERTY, and a liveness check keeps 64-bit fingerprints; drop --fingerprint-bits 128.\n',
    );
  });
});
