/**
 * TLC is the oracle: the probe q3_action_labels (docs/tlc-semantics-probes.md section 3) ran TLC with each
 * NextX of Labels.tla as the next-state relation; each trace labels its steps with the action they come from.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tlcActions } from '../../../src/tla/compile/tlc-actions.js';
import { Levels } from '../../../src/tla/semantic/levels.js';
import { definitionNamed, resolveTexts } from '../../helpers/resolved-tla.js';

const probe = (file: string) => readFileSync(new URL(`../../fixtures/tlc/probes/q3_action_labels/${file}`, import.meta.url), 'utf8');

/** The actions TLC's trace labels its steps with: name (without the arguments) and place. */
function tracedActions(out: string): string[] {
  const labels = [...out.matchAll(/^State \d+: <(\w+)(?:\([^)]*\))? (line \d+, col \d+ to line \d+, col \d+) of module \w+>/gm)];
  return [...new Set(labels.map(([, name, place]) => `${name} ${place}`))].sort();
}

async function computedActions(next: string): Promise<string[]> {
  const spec = await resolveTexts({ Labels: probe('Labels.tla') });
  const sites = tlcActions(definitionNamed(spec, next), new Levels());
  return sites.map(({ name, at }) => `${name} line ${at.line}, col ${at.column} to line ${at.endLine}, col ${at.endColumn}`).sort();
}

describe('tlcActions', () => {
  it.each([
    'NextOr',
    'NextInline',
    'NextExists',
    'NextExistsInline',
    'NextExists2',
    'NextLet',
    'NextIf',
    'NextStateArg',
    'NextStateSet',
    'NextNested',
  ])("names and places %s's actions as TLC's trace does", async (next) => {
    expect(await computedActions(next)).toEqual(tracedActions(probe(`${next}.out`)));
  });

  it('lists each action of a split \\E once, and an action through IF, a state-level set or a state argument where written', async () => {
    expect(await computedActions('NextAll')).toEqual(
      [
        'Inc line 6, col 8 to line 6, col 27',
        'Add line 7, col 11 to line 7, col 30',
        'NextAll line 27, col 8 to line 27, col 27',
        'NextAll line 29, col 23 to line 29, col 42',
        'NextAll line 31, col 8 to line 31, col 38',
        'Add line 32, col 8 to line 32, col 17',
        'NextAll line 33, col 8 to line 33, col 33',
        'Both line 8, col 15 to line 8, col 38',
      ].sort(),
    );
  });
});
