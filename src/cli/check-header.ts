/** The first lines `check` prints: the model file, the engine that checks it and why, the constants, what is checked. */
import { displayPath } from '../api/display-path.js';
import { engineSentence, type CheckableSpec } from '../api/spec/checkable-spec.js';
import { constantsText } from '../report/model-constants.js';

export function checkHeader(spec: CheckableSpec, invariants: readonly string[], checkDeadlock: boolean): string {
  return (
    `monocheck: checking ${spec.file === null ? 'a model given by flags' : displayPath(spec.file)}\n` +
    `  ${engineSentence(spec.engine)}\n` +
    `  ${constantsText(spec.constants)}\n` +
    `  invariants: ${invariants.join(', ') || '(none)'}; constraints: ${spec.constraints.join(', ') || '(none)'}; deadlock ${checkDeadlock ? 'checked' : 'not checked'}\n`
  );
}
