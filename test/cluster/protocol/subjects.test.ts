/** A cluster's subjects all lie under its own prefix, a run's under the run's; a cluster name is 1 to 64 letters, digits, - or _. */
import { describe, expect, it } from 'vitest';
import { ClusterSubjects, clusterNameProblem } from '../../../src/cluster/protocol/subjects.js';

describe('clusterNameProblem', () => {
  it('takes letters, digits, - and _, 1 to 64 of them', () => {
    for (const name of ['lab', 'A-b_9', 'x', 'n'.repeat(64)]) expect(clusterNameProblem(name), name).toBeNull();
  });

  it('refuses an empty name, a longer one, dots, wildcards and spaces, saying what a name is', () => {
    for (const name of ['', 'n'.repeat(65), 'a.b', 'a>', 'a*', 'a b', 'é'])
      expect(clusterNameProblem(name), name).toBe(`a cluster name is 1 to 64 letters, digits, '-' or '_'; got '${name}'`);
  });
});

describe('ClusterSubjects', () => {
  it("names the idle workers' subjects under mc.NAME", () => {
    const subjects = new ClusterSubjects('lab');
    expect([subjects.hello, subjects.call, subjects.worker('abc')]).toEqual(['mc.lab.hello', 'mc.lab.call', 'mc.lab.w.abc']);
  });

  it("names a run's subjects under mc.NAME.r.RUN, a worker's by its rank", () => {
    const run = new ClusterSubjects('lab').run('r1');
    expect(run.prefix).toBe('mc.lab.r.r1');
    expect([run.control, run.coordinator, run.upload]).toEqual(['mc.lab.r.r1.ctl', 'mc.lab.r.r1.coord', 'mc.lab.r.r1.up']);
    expect([run.fingerprints(2), run.answers(0), run.download(3)]).toEqual([
      'mc.lab.r.r1.fp.2',
      'mc.lab.r.r1.bits.0',
      'mc.lab.r.r1.down.3',
    ]);
  });

  it('keeps two clusters apart: no subject of one starts with the prefix of the other', () => {
    const a = new ClusterSubjects('a').run('x');
    const ab = new ClusterSubjects('ab').run('x');
    expect(ab.control.startsWith(`${a.prefix}.`)).toBe(false);
  });
});
