/**
 * Editing TLC's -dumpTrace json in a test: its `action` list repeats each
 * step's two states, so a state edited in the `state` list is edited there
 * too (a file whose lists disagree is refused before it is validated).
 */

interface TlcTraceJson {
  counterexample: { state: [number, unknown][]; action?: [[number, unknown], unknown, [number, unknown]][] };
}

/** `json` (parsed) with `edit` applied to its `state` list, and its actions given the edited states. */
export function editStates<T>(json: T, edit: (states: [number, Record<string, unknown>][]) => void): T {
  const trace = json as unknown as TlcTraceJson;
  edit(trace.counterexample.state as [number, Record<string, unknown>][]);
  const byNumber = new Map(trace.counterexample.state.map(([number, state]) => [number, state]));
  for (const [from, , to] of trace.counterexample.action ?? []) {
    from[1] = byNumber.get(from[0]);
    to[1] = byNumber.get(to[0]);
  }
  return json;
}
