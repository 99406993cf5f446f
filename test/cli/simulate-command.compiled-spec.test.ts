/**
 * The commands on compiled specs, run as a user would: an edited Monopoly
 * (its Monopoly variables read as the game's: strategies, turns, landing
 * statistics) and a spec of its own (the jugs: what reads Monopoly's
 * variables refuses in one sentence, exit 2; the rest works). The runs are
 * started together and shared between the tests.
 */
import { describe, expect, it } from 'vitest';
import { runCliAsync, type CliRun } from './run-cli.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';
import { writeJugs } from '../helpers/jugs-spec.js';

const EDITED = 'test/fixtures/tlc/edited/free_parking/free_parking_real_n2_d10.cfg';
const jugs = writeJugs(temporaryFolder('monocheck-jugs-'));
const landing = ['--no-constraints', '--stats', 'landing', '--strategy', 'never-buy', '--seed', '11'];

const runs = {
  landingJson: runCliAsync(['simulate', EDITED, ...landing, '--runs', '30', '--json']),
  landingText: runCliAsync(['simulate', EDITED, ...landing, '--runs', '2', '--turns', '10']),
  jugsSimulate: runCliAsync(['simulate', jugs, '--seed', '1', '--runs', '5', '--json']),
  jugsLanding: runCliAsync(['simulate', jugs, '--stats', 'landing']),
};
const run = (name: keyof typeof runs): Promise<CliRun> => runs[name];

interface LandingJson {
  engine: { kind: string; reason: string };
  strategy: string;
  turns: number;
  landing: { square: number; name: string; count: number; frequency: number }[];
}

describe('simulate on a compiled spec', () => {
  it('tallies where an edited Monopoly lands: through the compiled engine, Go To Jail never, Jail by far the most', async () => {
    const { status, stdout } = await run('landingJson');
    expect(status).toBe(0);
    const json = JSON.parse(stdout) as LandingJson;
    expect(json.engine).toEqual({ kind: 'compiled', reason: expect.stringMatching(/differ/) as unknown });
    expect(json.strategy).toBe('never-buy');
    expect(json.landing[30]).toMatchObject({ name: 'Go To Jail', count: 0 });
    const sorted = [...json.landing].sort((a, b) => b.count - a.count);
    expect(sorted[0]).toMatchObject({ square: 10, name: 'Jail / Just Visiting' });
    expect(sorted[0]!.frequency).toBeGreaterThan(2.5 * sorted[1]!.frequency);
    // 30 games of 150 turns for each of 2 players, never-buy: no bankruptcy ends one early
    expect(json.turns).toBe(30 * 150 * 2);
  });

  it('says in its header that the modules beside the model were compiled, and prints the landing table', async () => {
    const { status, stdout } = await run('landingText');
    expect(status).toBe(0);
    expect(stdout).toMatch(
      /^monocheck: simulating test\/fixtures\/tlc\/edited\/free_parking\/free_parking_real_n2_d10\.cfg with seed 11\n {2}checking the modules beside the model \(compiled: .*\)\n/,
    );
    expect(stdout).toContain('10 turns per player at most; strategy never-buy');
    expect(stdout).toMatch(/runs at the turn limit +2\n/);
    expect(stdout).toContain('In board order:\n   #  square                 count  frequency\n   0  GO  ');
  });

  it('walks a spec of its own uniformly, and finds its violation with the run that reproduces it', async () => {
    const { status, stdout } = await run('jugsSimulate');
    expect(status).toBe(12);
    expect(JSON.parse(stdout)).toMatchObject({
      result: 'invariant',
      invariant: 'NotFour',
      run: 5,
      traceLength: 654,
      engine: { kind: 'compiled' },
      strategy: null,
      turns: null,
    });
  });

  it("refuses what reads Monopoly's variables on a spec without them: one sentence, exit 2", async () => {
    const { status, stdout, stderr } = await run('jugsLanding');
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      "monocheck: --stats landing reads the Monopoly spec's own variables (the board, players and deeds), and this spec (compiled: Jugs.tla beside the model is not a module of the transcribed spec) lacks 12 of them: position, money, inJail, jailTurns, bankrupt, owner, houses, mortgaged, current, dice, doublesCount, phase (it has small, big).\n",
    );
  });
});
