/**
 * How TLC writes the behaviours of a compiled spec: its variables in the
 * order of the root module's symbol table, "vars" in -dumpTrace json as a
 * set of strings (TLC's string order), and each step's action as TLC names
 * it (the split action of Next the step comes from).
 */
import type { CompiledSpec } from '../../tla/compile/compile-spec.js';
import { tlcActions } from '../../tla/compile/tlc-actions.js';
import { tlcVariableOrder } from '../../tla/compile/tlc-variable-order.js';
import { Levels } from '../../tla/semantic/levels.js';
import { compareStrings } from '../../tla/values/string-order.js';
import type { TlcAction, TlcTraceForm } from '../../tlc/tlc-trace-form.js';

export function tlcTraceForm(compiled: CompiledSpec): TlcTraceForm {
  const variables = compiled.variableNames;
  const printOrder = tlcVariableOrder(compiled.loaded, new Set(variables));
  const jsonVarsOrder = [...variables].sort(compareStrings);
  const sites = tlcActions(compiled.entries.next.def, new Levels()).map((site): TlcAction => ({
    name: site.name,
    location: {
      beginLine: site.at.line,
      beginColumn: site.at.column,
      endLine: site.at.endLine,
      endColumn: site.at.endColumn,
      module: site.at.module,
    },
  }));
  const whole: TlcAction = sites[0] ?? {
    name: compiled.entries.next.name,
    location: { beginLine: 0, beginColumn: 0, endLine: 0, endColumn: 0, module: compiled.resolved.rootModule },
  };
  const init = compiled.entries.init.def.body.at;
  return {
    printOrder,
    jsonVarsOrder,
    initialLabel: 'Initial predicate',
    initAction: {
      name: compiled.entries.init.name,
      location: { beginLine: init.line, beginColumn: init.column, endLine: init.endLine, endColumn: init.endColumn, module: init.module },
    },
    // monocheck names the disjunct taken; TLC the split action it belongs to (one, when Next is an IF)
    actionOf: (action) => (sites.length === 1 ? whole : (sites.find((site) => site.name === action) ?? whole)),
  };
}
