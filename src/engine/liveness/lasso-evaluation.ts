/**
 * The truth of a temporal formula on a lasso, computed straight from the
 * formula (not through the tableau), to confirm a counterexample
 * independently of how it was found. The behaviour is states[0 .. n - 1]
 * followed by states[loopStart .. n - 1] for ever; from any state of the
 * loop every state of the loop comes again, so []A there is "A all round the
 * loop" and <>A is "A somewhere on it".
 */
import type { TemporalFormula } from './temporal-formula.js';

/** A lasso of packed states (each a whole state at offset 0). */
export interface StateLasso {
  readonly states: readonly Uint8Array[];
  readonly loopStart: number;
}

/** The formula's truth at each position of the lasso. */
function truthOnLasso(formula: TemporalFormula, lasso: StateLasso): boolean[] {
  const { states, loopStart } = lasso;
  const n = states.length;
  if (n === 0 || loopStart < 0 || loopStart >= n) throw new RangeError(`not a lasso: ${n} states, loop at ${loopStart}`);
  const pointwise = (f: (i: number) => boolean) => Array.from({ length: n }, (_, i) => f(i));
  switch (formula.op) {
    case 'state':
      return pointwise((i) => formula.predicate.holds(states[i] as Uint8Array, 0));
    case 'true':
    case 'false':
      return pointwise(() => formula.op === 'true');
    case 'not': {
      const arg = truthOnLasso(formula.arg, lasso);
      return pointwise((i) => !arg[i]);
    }
    case 'and':
    case 'or': {
      const args = formula.args.map((arg) => truthOnLasso(arg, lasso));
      return pointwise((i) => (formula.op === 'and' ? args.every((arg) => arg[i]) : args.some((arg) => arg[i])));
    }
    case 'implies': {
      const left = truthOnLasso(formula.left, lasso);
      const right = truthOnLasso(formula.right, lasso);
      return pointwise((i) => !left[i] || (right[i] as boolean));
    }
    case 'leadsTo':
      return truthOnLasso(
        { op: 'always', arg: { op: 'implies', left: formula.left, right: { op: 'eventually', arg: formula.right } } },
        lasso,
      );
    case 'always':
    case 'eventually': {
      const arg = truthOnLasso(formula.arg, lasso);
      const always = formula.op === 'always';
      const onLoop = always ? arg.slice(loopStart).every(Boolean) : arg.slice(loopStart).some(Boolean);
      const result = new Array<boolean>(n).fill(onLoop);
      for (let i = loopStart - 1; i >= 0; i--)
        result[i] = always ? (arg[i] as boolean) && (result[i + 1] as boolean) : (arg[i] as boolean) || (result[i + 1] as boolean);
      return result;
    }
  }
}

/** Whether the behaviour the lasso describes satisfies the formula. */
export function holdsOnLasso(formula: TemporalFormula, lasso: StateLasso): boolean {
  return truthOnLasso(formula, lasso)[0] as boolean;
}
