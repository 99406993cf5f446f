// node scripts/bench-tla-values.mjs [--calls N]  (after npm run build; not part of npm test)
// The per-call cost of the runtime TLA+ values the compiled spec calls on its hot path
// (src/tla/values): apply, equals, EXCEPT, setOf, \in, the codec. Each case runs N calls
// (default 2,000,000) after a warm-up of N/4, three times; the best run is printed in ns a call.
import { parseArgs } from 'node:util';
import {
  apply,
  ByteReader,
  ByteWriter,
  decodeValue,
  encodeValue,
  equals,
  exceptAt,
  field,
  fieldReader,
  installStringOrder,
  interval,
  isIn,
  makeFunction,
  makeRecord,
  plus,
  setOf,
} from '../dist/tla/values/index.js';

const { values: flags } = parseArgs({ options: { calls: { type: 'string', default: '2000000' } } });
const calls = Number(flags.calls);

installStringOrder(['roll', 'buy', 'end', 'phase', 'owner', 'cash']);
const streets = setOf([1, 3, 6, 8, 9, 11, 13, 14, 16, 18, 19, 21, 23, 24, 26, 27, 29, 31, 32, 34, 37, 39]);
const houses = makeFunction(
  streets,
  streets.elements.map(() => 0),
);
const money = makeFunction(interval(1, 4), [1500, 1500, 1500, 1500]);
const moneyCopy = makeFunction(interval(1, 4), [1500, 1500, 1500, 1500]);
const player = makeRecord(['cash', 'owner', 'phase'], [1500, 2, 'roll']);
const playerCopy = makeRecord(['phase', 'cash', 'owner'], ['roll', 1500, 2]);
const readCash = fieldReader('cash');
const phases = setOf(['roll', 'buy', 'end']);
const state = [
  money,
  houses,
  player,
  setOf([
    [1, 2],
    [3, 4],
  ]),
];
const writer = new ByteWriter();
encodeValue(state, writer);
const encoded = writer.written().slice();

let sink = 0;
const cases = [
  ['apply: array (money[p])', (i) => apply(money, (i & 3) + 1)],
  ['apply: function over streets (houses[s])', (i) => apply(houses, streets.elements[i % 22])],
  ['r.cash: field', () => field(player, 'cash')],
  ['r.cash: fieldReader', () => readCash(player)],
  ['equals: two arrays of 4 integers', () => equals(money, moneyCopy)],
  ['equals: two records of 3 fields', () => equals(player, playerCopy)],
  ['EXCEPT: array ![p] = v', (i) => exceptAt(money, (i & 3) + 1, i & 1023)],
  ['EXCEPT: function over streets ![s] = v', (i) => exceptAt(houses, streets.elements[i % 22], i & 7)],
  ['setOf: 4 integers, unsorted', (i) => setOf([i & 7, 3, 1, 2])],
  ['\\in: string in a set of 3', (i) => isIn(i & 1 ? 'buy' : 'sell', phases)],
  ['\\in: integer in a set of 22', (i) => isIn(i & 63, streets)],
  ['+ with overflow check', (i) => plus(i & 1023, 7)],
  [
    'encode: a 4-variable state',
    () => {
      writer.clear();
      encodeValue(state, writer);
      return writer.length;
    },
  ],
  ['decode: a 4-variable state', () => decodeValue(new ByteReader(encoded))],
];

function timeOne(run) {
  for (let i = 0; i < calls / 4; i++) if (run(i)) sink++;
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < calls; i++) if (run(i)) sink++;
    best = Math.min(best, Number(process.hrtime.bigint() - start) / calls);
  }
  return best;
}

console.log(`runtime TLA+ values, ${calls.toLocaleString('en-US')} calls a case, best of 3 (node ${process.version})`);
for (const [name, run] of cases) console.log(`${timeOne(run).toFixed(1).padStart(8)} ns  ${name}`);
if (sink === -1) console.log(sink);
