/**
 * TLA+'s levels: whether an expression is a constant (0), depends on the
 * state (1), on the next state too (2: an action), or is temporal (3). The
 * code generator evaluates constant definitions once, enumerates actions, and
 * refuses temporal formulas where a state or action is expected.
 */
import type { Ir, IrArgument, IrDefinition, Level } from './ir.js';

export class Levels {
  private readonly ofDefinition = new Map<number, Level>();
  private readonly computing = new Set<number>();
  /** Locals (by id) bound to something of a higher level than constant: LET definitions' values, parameters given state arguments. */
  private readonly localLevels = new Map<number, Level>();

  /** The level of a definition's body, its parameters taken as constants. */
  definition(def: IrDefinition): Level {
    const known = this.ofDefinition.get(def.id);
    if (known !== undefined) return known;
    if (this.computing.has(def.id)) return 0; // a recursive reference adds nothing to the level
    this.computing.add(def.id);
    let level = this.of(def.body);
    for (const bound of def.functionBounds ?? []) level = max(level, this.of(bound.set));
    this.computing.delete(def.id);
    this.ofDefinition.set(def.id, level);
    def.level = level;
    return level;
  }

  of(ir: Ir): Level {
    switch (ir.kind) {
      case 'number':
      case 'string':
      case 'boolean':
      case 'constant':
      case 'builtinSet':
      case 'refused':
        return 0;
      case 'variable':
        return ir.primed ? 2 : 1;
      case 'local':
        return this.localLevels.get(ir.id) ?? 0;
      case 'call':
        return this.args(ir.args, this.definition(ir.def));
      case 'callParameter':
        return this.args(ir.args, 0);
      case 'builtin': {
        const own: Level = ir.op === 'TLCGet' ? 1 : 0;
        return this.args(ir.args, own);
      }
      case 'and':
      case 'or':
        return this.list(ir.args);
      case 'if':
        return max(this.of(ir.cond), this.of(ir.then), this.of(ir.else));
      case 'case':
        return max(...ir.arms.flatMap((arm) => [this.of(arm.cond), this.of(arm.value)]), ir.other === null ? 0 : this.of(ir.other));
      case 'let': {
        for (const def of ir.defs) {
          const level = this.definition(def);
          if (def.params.length === 0 && def.functionBounds === null) this.localLevels.set(def.id, level);
        }
        return this.of(ir.body);
      }
      case 'forall':
      case 'exists':
      case 'setMap':
      case 'function':
        return max(...ir.bounds.map((b) => this.of(b.set)), this.of(ir.kind === 'setMap' || ir.kind === 'function' ? ir.value : ir.body));
      case 'choose':
        return max(this.of(ir.bound.set), this.of(ir.body));
      case 'setFilter':
        return max(this.of(ir.bound.set), this.of(ir.predicate));
      case 'setEnum':
      case 'tuple':
        return this.list(ir.elements);
      case 'record':
        return this.list(ir.fields.map((f) => f.value));
      case 'recordSet':
        return this.list(ir.fields.map((f) => f.set));
      case 'functionSet':
        return max(this.of(ir.domain), this.of(ir.range));
      case 'apply':
        return max(this.of(ir.fn), this.of(ir.arg));
      case 'field':
        return this.of(ir.record);
      case 'except':
        return max(
          this.of(ir.fn),
          ...ir.updates.flatMap((u) => [this.of(u.value), ...u.path.map((step) => (step.kind === 'key' ? this.of(step.key) : 0))]),
        );
      case 'product':
        return this.list(ir.sets);
      case 'unchanged':
      case 'prime':
        return max(2, this.of(ir.arg));
      case 'enabled':
        return max(1, this.of(ir.arg) === 3 ? 3 : 1);
      case 'always':
      case 'eventually':
      case 'leadsTo':
      case 'boxAction':
      case 'fairness':
        return 3;
      case 'angleAction':
        return max(2, this.of(ir.action));
    }
  }

  private list(items: readonly Ir[]): Level {
    let level: Level = 0;
    for (const item of items) level = max(level, this.of(item));
    return level;
  }

  private args(args: readonly IrArgument[], start: Level): Level {
    let level = start;
    for (const arg of args) {
      if (arg.kind === 'opDefinition') level = max(level, this.definition(arg.def));
      else if (arg.kind === 'opLambda') level = max(level, this.of(arg.body));
      else if (arg.kind === 'opBuiltin' || arg.kind === 'opParameter') continue;
      else level = max(level, this.of(arg));
    }
    return level;
  }
}

function max(...levels: Level[]): Level {
  let top: Level = 0;
  for (const level of levels) if (level > top) top = level;
  return top;
}
