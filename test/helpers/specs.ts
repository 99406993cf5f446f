/** CheckableSpecs for tests: the transcription of given constants, without a model file. */
import type { ResolvedModel } from '../../src/runs/model-config.js';
import type { CheckableSpec } from '../../src/runs/spec/checkable-spec.js';
import { specOfResolved } from '../../src/runs/spec/load-spec.js';
import type { MonopolyConstants } from '../../src/monopoly/model.js';

/** A resolved model of the transcribed spec with `constants`, without a model file, checking nothing unless `parts` says so. */
export function resolvedModelOf(constants: MonopolyConstants, parts: Partial<ResolvedModel> = {}): ResolvedModel {
  return { file: null, constants, invariants: [], constraints: [], checkDeadlock: true, specification: null, properties: [], ...parts };
}

/** The transcribed spec with `constants`, checking nothing unless `parts` says so. */
export function transcribedSpecOf(constants: MonopolyConstants, parts: Partial<ResolvedModel> = {}): CheckableSpec {
  return specOfResolved(resolvedModelOf(constants, parts));
}
