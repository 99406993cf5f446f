import { describe, expect, it } from 'vitest';
import { parseTlcArguments } from '../../src/cli/tlc-arguments.js';

describe("TLC's command line", () => {
  it('reads the options tlc2.TLC takes, in any order, and one spec with or without .tla', () => {
    const parsed = parseTlcArguments([
      '-workers',
      '2',
      '-deadlock',
      '-config',
      'n3_m0_x0_d5.cfg',
      '-tool',
      'MCMonopoly.tla',
      '-checkpoint',
      '0',
      '-metadir',
      'states',
      '-dumpTrace',
      'JSON',
      'cex.json',
      '-noGenerateSpecTE',
    ]);
    expect(parsed).toMatchObject({
      spec: 'MCMonopoly',
      config: 'n3_m0_x0_d5',
      workers: 2,
      checkDeadlock: false,
      tool: true,
      checkpoint: 0,
      metadir: 'states',
      dumpTrace: [{ format: 'json', file: 'cex.json' }],
      noGenerateSpecTE: true,
      continue: false,
      simulate: null,
      inert: [],
    });
    expect(parseTlcArguments(['-workers', 'AUTO', 'specs/MCMonopoly']).workers).toBe('auto');
  });

  it("takes TLC's values the way TLC does: -simulate num=N, -dump [dot,...] FILE with TLC's extensions, -lncheck with its argument", () => {
    expect(parseTlcArguments(['-simulate', 'num=5', '-depth', '20', '-seed', '-42', 'M']).simulate).toEqual({ num: 5 });
    expect(parseTlcArguments(['-simulate', 'M']).simulate).toEqual({ num: null });
    expect(parseTlcArguments(['-dump', 'dot,colorize,actionlabels', 'graph', 'M']).dump).toEqual({
      dot: true,
      options: ['colorize', 'actionlabels'],
      file: 'graph.dot',
    });
    expect(parseTlcArguments(['-dump', 'states.dump', 'M']).dump).toEqual({ dot: false, options: [], file: 'states.dump' });
    const inert = parseTlcArguments([
      '-lncheck',
      'final',
      '-fp',
      '7',
      '-fpbits',
      '1',
      '-gzip',
      '-nowarning',
      '-cleanup',
      '-terse',
      '-maxSetSize',
      '100',
      '-userFile',
      'out.txt',
      'M',
    ]);
    expect(inert.spec).toBe('M');
    expect(inert.inert).toEqual([
      '-lncheck final',
      '-fp 7',
      '-fpbits 1',
      '-gzip',
      '-nowarning',
      '-cleanup',
      '-terse',
      '-maxSetSize 100',
      '-userFile out.txt',
    ]);
  });

  it("refuses what TLC refuses, with TLC's sentence", () => {
    const refusal = (args: string[]) => {
      try {
        parseTlcArguments(args);
      } catch (error) {
        return (error as Error).message;
      }
      return null;
    };
    expect(refusal(['-bogus', 'M'])).toBe('Error: unrecognized option: -bogus');
    expect(refusal(['A', 'B'])).toBe('Error: more than one input files: A and B');
    expect(refusal(['-workers', '0', 'M'])).toBe('Error: at least one worker required.');
    expect(refusal(['-workers', 'many', 'M'])).toBe("Error: worker number or 'auto' required. But encountered many");
    expect(refusal(['M', '-config'])).toBe('Error: expect a file name for -config option.');
    expect(refusal(['-fp', '131', 'M'])).toBe('Error: The number for -fp must be between 0 and 130 (inclusive).');
    expect(refusal(['-fpbits', '31', 'M'])).toBe('Error: Value in interval [0, 30] for fpbits required. But encountered 31');
    expect(refusal(['-dfid', '-1', 'M'])).toBe('Error: expect a nonnegative integer for -dfid option. But encountered -1');
    expect(refusal(['-seed', '1.5', 'M'])).toBe('Error: An integer for seed required. But encountered 1.5');
    expect(refusal(['-dumpTrace', 'json'])).toBe('Error: A format and a file name for dumping traces required.');
    // and what monocheck cannot honour, with why
    expect(refusal(['-view', 'M'])).toBe('-view: monocheck does not apply a VIEW.');
    expect(refusal(['-simulate', 'file=x,num=3', 'M'])).toContain('num=N only');
  });
});
