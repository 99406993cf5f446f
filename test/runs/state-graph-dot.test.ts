import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StateGraphDot, type DotDrawing } from '../../src/runs/state-graph-dot.js';
import { check } from '../../src/engine/check.js';
import type { TlcTraceForm } from '../../src/tlc/tlc-trace-form.js';
import { ToyModel } from '../helpers/toy-models.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';
import { renamedDot } from '../helpers/dot-graph.js';
import { loadSpec } from '../../src/runs/spec/load-spec.js';
import { checkSpecAsync } from '../../src/index.js';
import { ROOT } from '../cli/run-cli.js';

const scratch = temporaryFolder('monocheck-dot-');
/** TLC's names: one action, Next, as for Monopoly. */
const form: TlcTraceForm = {
  printOrder: ['y', 'x'],
  jsonVarsOrder: ['x', 'y'],
  initialLabel: 'Initial predicate',
  actionOf: () => ({ name: 'Next', location: { beginLine: 1, beginColumn: 1, endLine: 1, endColumn: 1, module: 'M' } }),
};
/** x goes up by Up (to 2) and back by Down, y stays "a": 0 <-> 1 <-> 2, and Up again from 0 to 1 a second way. */
const ladder = new ToyModel({
  variables: ['x', 'y'],
  init: [[0, 7]],
  actions: ['Up', 'Down'],
  next: ([x, y]) => [
    ...((x as number) < 2 ? [{ action: 'Up', state: [(x as number) + 1, y as number] }] : []),
    ...((x as number) > 0 ? [{ action: 'Down', state: [(x as number) - 1, y as number] }] : []),
    ...(x === 0 ? [{ action: 'Up', state: [1, y as number] }] : []),
  ],
});

/** The graph drawn of the ladder, with its node names replaced by the states' x. */
function drawn(items: Partial<DotDrawing>): string {
  const path = join(scratch, `${Object.keys(items).join('-')}.dot`);
  const dot = new StateGraphDot(path, form, {
    colorize: false,
    actionLabels: false,
    strict: false,
    tlcLabels: false,
    difftrace: false,
    ...items,
  });
  check(ladder, { invariants: [], constraints: [], checkDeadlock: true, stateGraph: dot });
  expect(dot.finish()).toBeNull();
  const text = readFileSync(path, 'utf8');
  // each node's name, by its state (the tooltip, or an initial state's label)
  const names = new Map<string, string>();
  for (const [, name, x] of text.matchAll(/^(-?\d+) \[label="(?:[^"]|\\")*?x = (\d)(?:[^"]|\\")*"(?:,tooltip|,style)/gm))
    names.set(name as string, `x${x}`);
  return text.replace(/-?\d{6,}/g, (name) => names.get(name) ?? name);
}

describe('StateGraphDot', () => {
  it("draws TLC's graph: the initial node filled, an edge per step (duplicates too), each new node after its edge, the expanded states ranked", () => {
    expect(drawn({})).toBe(
      [
        'strict digraph DiskGraph {',
        'node [shape=box,style=rounded]',
        'nodesep=0.35;',
        'subgraph cluster_graph {',
        'color="white";',
        'x0 [label="/\\\\ y = 7\\n/\\\\ x = 0",style = filled]',
        'x0 -> x1 [label="",color="black",fontcolor="black"];',
        'x1 [label="/\\\\ y = 7\\n/\\\\ x = 1",tooltip="/\\\\ y = 7\\n/\\\\ x = 1"];',
        'x0 -> x1 [label="",color="black",fontcolor="black"];',
        'x1 -> x2 [label="",color="black",fontcolor="black"];',
        'x2 [label="/\\\\ y = 7\\n/\\\\ x = 2",tooltip="/\\\\ y = 7\\n/\\\\ x = 2"];',
        'x1 -> x0 [label="",color="black",fontcolor="black"];',
        'x2 -> x1 [label="",color="black",fontcolor="black"];',
        '{rank = same; x0;}',
        '{rank = same; x1;}',
        '{rank = same; x2;}',
        '}',
        '}',
      ].join('\n'),
    );
  });

  it('labels edges with the disjunct, colours them per action with a legend, labels nodes with what changed under -difftrace', () => {
    // the legend in the order of TLC's HashMap of action names: Down's bucket (2) before Up's (11)
    const text = drawn({ colorize: true, actionLabels: true, difftrace: true });
    expect(text).toContain('edge [colorscheme="paired12"]\n');
    expect(text.match(/^x.* -> .*/gm)).toEqual([
      'x0 -> x1 [label="Up",color="2",fontcolor="2"];',
      'x0 -> x1 [label="Up",color="2",fontcolor="2"];',
      'x1 -> x2 [label="Up",color="2",fontcolor="2"];',
      'x1 -> x0 [label="Down",color="3",fontcolor="3"];',
      'x2 -> x1 [label="Down",color="3",fontcolor="3"];',
    ]);
    expect(text).toContain('x2 [label="/\\\\ x = 2",tooltip="/\\\\ y = 7\\n/\\\\ x = 2"];\n');
    expect(
      text.endsWith(
        '}\nsubgraph cluster_legend {graph[style=bold];label = "Next State Actions" style="solid"\nnode [ labeljust="l",colorscheme="paired12",style=filled,shape=record ]\nDown [label="Down",fillcolor=3]\nUp [label="Up",fillcolor=2]\n}}',
      ),
    ).toBe(true);
  });

  it("strict draws one edge between two states, either way, as TLC's exclusive-or test does; tlclabels names TLC's action: one colour, no legend", () => {
    expect(drawn({ strict: true, actionLabels: true }).match(/^x.* -> .*/gm)).toEqual([
      'x0 -> x1 [label="Up",color="black",fontcolor="black"];',
      'x1 -> x2 [label="Up",color="black",fontcolor="black"];',
    ]);
    // TLC's one action: one colour, no legend
    const tlc = drawn({ colorize: true, actionLabels: true, tlcLabels: true });
    expect(new Set(tlc.match(/\[label="[^"]*",color="\d+"/g))).toEqual(new Set(['[label="Next",color="2"']));
    expect(tlc).not.toContain('cluster_legend');
  });
});

describe("StateGraphDot on a compiled spec, against TLC's -dump dot,colorize,actionlabels with -difftrace", () => {
  it('examples/traffic-light: the same nodes, labels, coloured edges, ranks and legend, up to node names', async () => {
    const spec = await loadSpec(`${ROOT}examples/traffic-light/Lights.cfg`, {}, { engine: 'compiled' });
    const path = join(scratch, 'lights.dot');
    const dot = new StateGraphDot(path, spec.tlc, { colorize: true, actionLabels: true, strict: false, tlcLabels: false, difftrace: true });
    const { result } = await checkSpecAsync(spec, { stateGraph: dot });
    expect(dot.finish()).toBeNull();
    expect(result.stats).toMatchObject({ statesGenerated: 9, distinctStates: 6 });
    expect(renamedDot(readFileSync(path, 'utf8'))).toEqual(renamedDot(readFileSync(`${ROOT}test/fixtures/tlc/modes/lights.dot`, 'utf8')));
  });
});
