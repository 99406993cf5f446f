/** Fuzzing the replay-script reader (monopoly/replay-script.ts): a script or a ReplayScriptError, then a replay that ends, stuck or not. */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { MonopolyModel } from '../../src/monopoly/model.js';
import { replay } from '../../src/monopoly/replay.js';
import { parseReplayScript, ReplayScriptError } from '../../src/monopoly/replay-script.js';
import { expectReaderAnswers, fuzzRuns, mutated, mutatedJson, tokenSoup } from '../helpers/fuzz.js';
import { REPLAY_SCRIPTS, REPLAY_TOKENS } from '../helpers/fuzz-inputs.js';

const model = new MonopolyModel({ N: 2, StartMoney: 1500, MaxMoney: 0, MaxDepth: 0 });

/** Reads and plays `text` as `monocheck replay` does. */
const readAndPlay = (text: string) => replay(model, parseReplayScript(text));

describe('the replay-script reader on generated and mutated scripts (fast-check)', () => {
  it("mutations of the repository's scripts, text and JSON", () => {
    const jsonScripts = REPLAY_SCRIPTS.filter((text) => text.trimStart().startsWith('['));
    fc.assert(
      fc.property(fc.oneof(mutated(REPLAY_SCRIPTS, REPLAY_TOKENS), mutatedJson(jsonScripts)), (text) => {
        expectReaderAnswers(() => readAndPlay(text), [ReplayScriptError]);
      }),
      fuzzRuns(800),
    );
  });

  it('scripts made of its words and hostile pieces, and any JSON', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          tokenSoup(REPLAY_TOKENS),
          fc.jsonValue({ maxDepth: 5 }).map((value) => JSON.stringify(value)),
        ),
        (text) => {
          expectReaderAnswers(() => readAndPlay(text), [ReplayScriptError]);
        },
      ),
      fuzzRuns(1500),
    );
  });
});
