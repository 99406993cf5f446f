/**
 * A compiled spec's temporal properties and fairness conditions, as the
 * liveness checker takes them: state predicates that load a view of the
 * packed state and call the generated code.
 */
import type { FairnessCondition, StatePredicate, TemporalFormula, TemporalProperty } from '../engine/liveness/temporal-formula.js';
import type { CompiledSpec } from './compile/compile-spec.js';
import type { Program, ProgramSource } from './compile/program.js';
import { fairnessAction, type FormulaTemplate } from './compile/temporal.js';
import type { Ir } from './semantic/ir.js';
import type { SourceRange } from './syntax/ast.js';
import { printValue } from './values/print.js';
import type { Value } from './values/value.js';

/** The view of a state the predicates read. */
interface PredicateView {
  load(source: Uint8Array, offset: number, level: number): void;
}

export function compiledTemporal(
  compiled: CompiledSpec,
  source: ProgramSource,
  program: Program,
  view: PredicateView,
  actionNames: readonly string[],
): { properties: TemporalProperty[]; fairness: FairnessCondition[] } {
  const predicate = (index: number, env: ReadonlyMap<number, unknown>): StatePredicate => {
    const check = program.predicates[index]!;
    const args = source.predicateParams[index]!.map((id) => env.get(id));
    const bound = args.length === 0 ? '' : ` [${source.predicateParams[index]!.map((_, i) => printValue(args[i] as Value)).join(', ')}]`;
    return {
      name: `${sourceText(compiled, source.predicateLocations[index]!)}${bound}`,
      holds: (state: Uint8Array, offset: number) => (view.load(state, offset, 0), check(view, ...args)),
    };
  };
  const build = (template: FormulaTemplate, env: ReadonlyMap<number, unknown>): TemporalFormula => {
    switch (template.op) {
      case 'state':
        return { op: 'state', predicate: predicate(template.predicate, env) };
      case 'true':
      case 'false':
        return { op: template.op };
      case 'not':
      case 'always':
      case 'eventually':
        return { op: template.op, arg: build(template.arg, env) };
      case 'and':
      case 'or':
        return { op: template.op, args: template.args.map((arg) => build(arg, env)) };
      case 'implies':
      case 'leadsTo':
        return { op: template.op, left: build(template.left, env), right: build(template.right, env) };
      case 'forall':
      case 'exists': {
        const elements = program.temporalSets[template.set]!();
        const args = elements.map((element) => build(template.body, new Map([...env, [template.id, element]])));
        return { op: template.op === 'forall' ? 'and' : 'or', args };
      }
    }
  };
  const properties = source.properties.map((property) => ({ name: property.name, formula: build(property.formula, new Map()) }));
  const entries = compiled.entries;
  const fairness = entries.fairness.map((fair): FairnessCondition => ({
    kind: fair.strong ? 'strong' : 'weak',
    action: fairnessAction(fair, entries.next.name, actionNames, variablesOfTuple, compiled.variableNames.length),
    name: sourceText(compiled, fair.at),
  }));
  return { properties, fairness };
}

/** The variables of a subscript `<<x, y>>` or `vars` (a definition of such a tuple), null for anything else. */
function variablesOfTuple(ir: Ir): readonly number[] | null {
  if (ir.kind === 'variable' && !ir.primed) return [ir.index];
  if (ir.kind === 'tuple') {
    const all: number[] = [];
    for (const element of ir.elements) {
      const inner = variablesOfTuple(element);
      if (inner === null) return null;
      for (const index of inner) all.push(index);
    }
    return all;
  }
  if (ir.kind === 'call' && ir.args.length === 0 && ir.def.functionBounds === null) return variablesOfTuple(ir.def.body);
  return null;
}

/** The text the spec writes at `at` (one line of it, shortened), to name a predicate or a fairness condition. */
function sourceText(compiled: CompiledSpec, at: SourceRange): string {
  const module = compiled.source.modules.find((m) => m.name === at.module);
  if (module === undefined) return `${at.module}:${at.line}:${at.column}`;
  const lines = module.text.split('\n').slice(at.line - 1, at.endLine);
  if (lines.length === 0) return `${at.module}:${at.line}:${at.column}`;
  lines[lines.length - 1] = lines[lines.length - 1]!.slice(0, at.endColumn);
  lines[0] = lines[0]!.slice(at.column - 1);
  return lines.map((line) => line.trim()).join(' ');
}
