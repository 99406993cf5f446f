import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareWithTlc, type CompareOutcome, type TlcUnavailable } from '../../src/runs/compare-with-tlc.js';
import { FIXTURES, readTlcRun } from '../e2e/tlc-fixtures.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

// the N = 3 model: monocheck's search stops at TurnValid's violation, three states deep
const MODEL = 'specs/n3_m0_x0.cfg';
const LOG = `${FIXTURES}n3_m0_x0.out`;

/** A copy of TLC's log, edited. */
function editedLog(edit: (text: string) => string): string {
  const path = join(temporaryFolder('compare-with-tlc-'), 'tlc.out');
  writeFileSync(path, edit(readFileSync(LOG, 'utf8')));
  return path;
}

describe('compareWithTlc', () => {
  it("sets monocheck's answers beside TLC's log, every row agreeing, TLC's counterexample confirmed on the transcription", async () => {
    const report = (await compareWithTlc({ model: MODEL, tlcOutput: LOG })) as CompareOutcome;
    expect(report.model).toBe(MODEL);
    expect(report.tlcSource).toBe(`TLC's output ${join('test', 'fixtures', 'tlc', 'n3_m0_x0.out')}`);
    expect(report.against).toBe("monocheck's transcription");
    expect(report.engine.kind).toBe('transcribed');
    expect(report.rows.length).toBeGreaterThan(3);
    expect(report.rows.filter((row) => !row.same)).toEqual([]);
    expect(report.rows.find((row) => row.key === 'distinctStates')?.tlc).toBe(readTlcRun('n3_m0_x0').distinctStates);
    expect(report.validation?.claim.kind).toBe('violated');
    expect(report.tlcNotes).toEqual([]);
  });

  it('notes a log that ends without a verdict, and replays no counterexample', async () => {
    const cut = editedLog((text) => text.slice(0, text.indexOf('Error: Invariant')));
    const report = (await compareWithTlc({ model: MODEL, tlcOutput: cut })) as CompareOutcome;
    expect(report.tlcNotes.at(-1)).toMatch(/^the log ends without a verdict/);
    expect(report.validation).toBeNull();
  });

  it('says why there is no TLC to compare with, as a usage mistake or a failure', async () => {
    const unavailable = async (request: Parameters<typeof compareWithTlc>[0]) => (await compareWithTlc(request)) as TlcUnavailable;
    expect(await unavailable({ model: MODEL, tlcJar: '' })).toMatchObject({ kind: 'no-tlc', usage: true });
    const missing = join(temporaryFolder('compare-with-tlc-'), 'none.out');
    expect(await unavailable({ model: MODEL, tlcOutput: missing })).toMatchObject({ kind: 'tlc-output', usage: true });
    const notALog = editedLog(() => 'hello\n');
    expect(await unavailable({ model: MODEL, tlcOutput: notALog })).toMatchObject({
      kind: 'tlc-output',
      message: expect.stringMatching(/ is not a TLC log: it has no line TLC prints/) as unknown,
    });
    const jar = join(temporaryFolder('compare-with-tlc-'), 'tla2tools.jar');
    expect(await unavailable({ model: MODEL, tlcJar: jar })).toEqual({
      kind: 'tlc-run',
      usage: false,
      message: `TLC cannot be run: the TLC jar '${jar}' does not exist; give the path of tla2tools.jar (tlcJar).`,
      missingJar: jar,
    });
  });

  it("refuses TLC's counterexample when it is of another spec's variables", async () => {
    const other = editedLog((text) => text.replaceAll('/\\ money = ', '/\\ cash = '));
    const answer = (await compareWithTlc({ model: MODEL, tlcOutput: other })) as TlcUnavailable;
    expect(answer.kind).toBe('other-spec');
    expect(answer.message).toMatch(/its counterexample is not of this spec: state 1 lacks the variable money; /);
  });
});
