import { describe, expect, it } from 'vitest';
import { dotEdge, dotFooter, dotHeader, dotInitialNode, dotNode } from '../../src/tlc/tlc-dot.js';

describe("TLC's -dump dot lines", () => {
  it('opens the graph, with the colour scheme only when colouring', () => {
    expect(dotHeader(false)).toBe(
      'strict digraph DiskGraph {\nnode [shape=box,style=rounded]\nnodesep=0.35;\nsubgraph cluster_graph {\ncolor="white";\n',
    );
    expect(dotHeader(true)).toContain('\nedge [colorscheme="paired12"]\nnodesep=0.35;\n');
  });

  it('labels an initial node with the whole state, quotes and backslashes escaped, lines as \\n', () => {
    expect(dotInitialNode('-123', { x: 1, s: 'a"b\\' }, ['x', 's'])).toBe(
      '-123 [label="/\\\\ x = 1\\n/\\\\ s = \\"a\\\\\\"b\\\\\\\\\\"",style = filled]\n',
    );
  });

  it('labels a node with the whole state, or with what changed since the state it was reached from', () => {
    const from = { x: 1, y: 2 };
    const state = { x: 1, y: 3 };
    expect(dotNode('7', state, ['x', 'y'], null)).toBe('7 [label="/\\\\ x = 1\\n/\\\\ y = 3",tooltip="/\\\\ x = 1\\n/\\\\ y = 3"];\n');
    expect(dotNode('7', state, ['x', 'y'], from)).toBe('7 [label="/\\\\ y = 3",tooltip="/\\\\ x = 1\\n/\\\\ y = 3"];\n');
  });

  it('writes an edge with its label and colour', () => {
    expect(dotEdge('1', '2', 'Next', '3')).toBe('1 -> 2 [label="Next",color="3",fontcolor="3"];\n');
  });

  it('ends with a rank line per level and no legend for one action, without a final newline', () => {
    expect(dotFooter([['1'], ['2', '3']], [{ action: 'Next', color: 1 }])).toBe('{rank = same; 1;}\n{rank = same; 2;3;}\n}\n}');
  });

  it("lists several actions in the legend in java.util.HashMap's order, not the order they were met", () => {
    // String.hashCode: "A!x" is 63608, bucket 8 of 16; "B" is 66, bucket 2: the HashMap gives B first
    const footer = dotFooter(
      [],
      [
        { action: 'A!x', color: 1 },
        { action: 'B', color: 2 },
      ],
    );
    expect(footer).toContain('subgraph cluster_legend {graph[style=bold];label = "Next State Actions" style="solid"\n');
    const legend = footer.split('\n').filter((line) => line.includes('fillcolor'));
    expect(legend).toEqual(['B [label="B",fillcolor=2]', 'A:x [label="A!x",fillcolor=1]']);
    expect(footer.endsWith('}}')).toBe(true);
  });
});
