/** Fuzzing the model-file reader (tlc/cfg.ts) and what runs/model-config.ts makes of it: its answer or a ModelFileError, one safe sentence. */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { resolveModel } from '../../src/runs/model-config.js';
import { ModelFileError, parseModelFile } from '../../src/tlc/cfg.js';
import { expectReaderAnswers, fuzzRuns, mutated, tokenSoup } from '../helpers/fuzz.js';
import { MODEL_FILE_TOKENS as TOKENS, MODEL_FILES as MODELS } from '../helpers/fuzz-inputs.js';

/** Reads `text` as `check` does: parse, then resolve with no flags. */
const read = (text: string) => resolveModel(parseModelFile(text, 'fuzz.cfg'), {});

describe('the model-file reader on generated and mutated model files (fast-check)', () => {
  it('mutations of every model file of the repository', () => {
    fc.assert(
      fc.property(mutated(MODELS, TOKENS), (text) => {
        expectReaderAnswers(() => read(text), [ModelFileError]);
      }),
      fuzzRuns(1500),
    );
  });

  it('model files made of its tokens and hostile pieces', () => {
    fc.assert(
      fc.property(tokenSoup(TOKENS), (text) => {
        expectReaderAnswers(() => read(text), [ModelFileError]);
      }),
      fuzzRuns(1500),
    );
  });
});
