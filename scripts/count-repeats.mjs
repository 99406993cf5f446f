// How many of a model's generated states the BFS took as repeats (RollAndMove's successors of a source that
// equals an earlier one but for its dice, see src/monopoly/repeated-rolls.ts) instead of building them.
// usage: npm run build && node scripts/count-repeats.mjs MODEL.cfg   (one worker: it counts the calling thread's expander)
import { Expander } from '../dist/engine/bfs/expander.js';
import { checkModelFile } from '../dist/index.js';

let repeated = 0;
let calls = 0;
const repeat = Expander.prototype.repeat;
Expander.prototype.repeat = function (actionId, count) {
  repeated += count;
  calls++;
  return repeat.call(this, actionId, count);
};
const path = process.argv[2];
const { result } = checkModelFile(path);
const generated = result.stats.statesGenerated;
console.log(
  `${path}: ${repeated.toLocaleString('en-US')} of ${generated.toLocaleString('en-US')} generated states were repeats (${((100 * repeated) / generated).toFixed(1)} %), in ${calls.toLocaleString('en-US')} repeats`,
);
