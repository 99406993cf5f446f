/**
 * Before a run goes on from a checkpoint (--recover): the modules it checks
 * must still say what they said when it started. The transcription's: the
 * modules beside the model file still the transcribed spec; a compiled
 * spec's: every module it read still the same text.
 */
import { readFileSync } from 'node:fs';
import { displayPath } from '../display-path.js';
import { checkSpecBeside, SpecChangedError } from '../spec-beside-model.js';
import type { CheckableSpec } from './checkable-spec.js';

/** Throws SpecChangedError when the modules behind `spec` changed since its recipe was made. */
export async function checkSpecUnchanged(spec: CheckableSpec): Promise<void> {
  if (spec.file === null) return;
  if (spec.engine.kind === 'transcribed') {
    await checkSpecBeside(spec.file);
    return;
  }
  const recipe = spec.recipe as unknown as { source?: { modules?: readonly { file: string; text: string }[] } };
  for (const module of recipe.source?.modules ?? []) {
    let now: string | null;
    try {
      now = readFileSync(module.file, 'utf8');
    } catch {
      now = null;
    }
    if (now !== module.text) {
      const finding = `${displayPath(module.file)} ${now === null ? 'can no longer be read' : 'was edited'} since the run started`;
      throw new SpecChangedError(
        `${finding}: the checkpoint holds states of the spec as it was; start the run again to check the spec as it is now.`,
        [finding],
      );
    }
  }
}
