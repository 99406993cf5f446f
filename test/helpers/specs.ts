/** CheckableSpecs for tests: the transcription of given constants, without a model file. */
import type { ResolvedModel } from '../../src/runs/model-config.js';
import type { CheckableSpec } from '../../src/runs/spec/checkable-spec.js';
import { specOfResolved } from '../../src/runs/spec/load-spec.js';
import type { MonopolyConstants } from '../../src/monopoly/model.js';

/** The transcribed spec with `constants`, checking nothing unless `parts` says so. */
export function transcribedSpecOf(constants: MonopolyConstants, parts: Partial<ResolvedModel> = {}): CheckableSpec {
  return specOfResolved({
    file: null,
    constants,
    invariants: [],
    constraints: [],
    checkDeadlock: true,
    specification: null,
    properties: [],
    ...parts,
  });
}
