/** The real inputs the fuzz tests mutate (the repository's fixtures), and the tokens of each language they insert. */
import { readdirSync, readFileSync } from 'node:fs';

const ROOT = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, ROOT), 'utf8');
const filesOf = (folder: string, ending: string) => readdirSync(new URL(folder, ROOT)).filter((name) => name.endsWith(ending)).map((name) => read(`${folder}${name}`));

/** Every model file of the repository. */
export const MODEL_FILES = [...filesOf('specs/', '.cfg'), ...filesOf('test/fixtures/tlc/', '.cfg'), ...filesOf('test/fixtures/tlc/liveness/', '.cfg'), ...filesOf('examples/', '.cfg')];

export const MODEL_FILE_TOKENS = [
  'CONSTANTS', 'CONSTANT', 'INIT', 'NEXT', 'SPECIFICATION', 'INVARIANT', 'INVARIANTS', 'CONSTRAINT', 'PROPERTY', 'CHECK_DEADLOCK', 'SYMMETRY', 'VIEW', 'INVARIANTZ',
  'N', 'StartMoney', 'MaxMoney', 'MaxDepth', 'InitialMoney', 'Init', 'Next', 'Spec', 'FairSpec', 'TypeOK', 'TurnValid', 'MoneyBound', 'DepthBound', 'EventuallyOneWinner',
  '=', '<-', '{', '}', ',', '-', '0', '2', '3', '5', '-1', '1500', 'TRUE', 'FALSE', '"text"', '"unclosed', '(*', '*)', '\\*', 'model_value',
];

/** TLC's logs of small runs: plain and -tool, invariants, deadlocks, lassos, no counterexample. */
export const TLC_LOGS = [
  'n3_m0_x0.out', 'n3_m0_x0.tool.out', 'n3_m0_x0_nt.out', 'n3_m0_x0_nt.tool.out', 'n2_m0_x0.out', 'real_n2_d10.out',
  'liveness/live_spec_winner_n2_m0_x0.out', 'liveness/live_spec_keepsrolling_n2_m0_x0.out',
].map((name) => read(`test/fixtures/tlc/${name}`));

export const TLC_LOG_TOKENS = [
  'State 2: <Next line 382, col 5 to line 391, col 19 of module Monopoly>\n', 'State 1: <Initial predicate>\n', 'State 7: Stuttering\n', 'Back to state 2: <Next>\n',
  'Error: The behavior up to this point is:\n', 'Error: Invariant TurnValid is violated.\n', 'Error: Deadlock reached.\n', 'Error: Invariant TypeOK is violated by the initial state:\n',
  '@!@!@STARTMSG 2217:4 @!@!@\n', '@!@!@ENDMSG 2217 @!@!@\n', '@!@!@STARTMSG 1000:1 @!@!@\n', '@!@!@STARTMSG 2110:1 @!@!@\n', 'Warning: ', 'Finished in 1s\n',
  '38 states generated, 38 distinct states found, 35 states left on queue.\n', 'Progress(3) at 2026-11-30 09:28:33: 38 states generated, 38 distinct states found, 35 states left on queue.\n',
  '/\\ ', ' = ', '<<', '>>', '(', ')', '[', ']', '{', '}', ':>', '@@', '|->', '..', ',', '"s"', 'TRUE', '1', '\n', '\n\n',
];

/** TLC's -dumpTrace json files of small runs, a lasso among them. */
export const JSON_TRACES = ['n3_m0_x0.trace.json', 'n3_m0_x0_nt.trace.json', 'liveness/live_spec_winner_n2_m0_x0.trace.json', 'liveness/live_spec_keepsrolling_n2_m0_x0.trace.json']
  .map((name) => read(`test/fixtures/tlc/${name}`));

export const JSON_TOKENS = [
  '{', '}', '[', ']', ',', ':', '"', '"#bigint"', '"#set"', '"#map"', '"#tup"', '"#meta"', '"#unserializable"', '"states"', '"vars"', '"counterexample"', '"action"', '"state"', '"loop"',
  '"money"', '"phase"', '"roll"', '"__proto__"', 'null', 'true', '1', '-1', '1.5', '1e308', '"9007199254740993"', '[1, {"phase": "roll"}]',
];

/** The replay scripts of the repository, text and JSON. */
export const REPLAY_SCRIPTS = [...filesOf('examples/', '.txt'), ...filesOf('test/fixtures/replay/', '.txt'), ...filesOf('test/fixtures/replay/', '.json')];

export const REPLAY_TOKENS = [
  'roll', 'card', 'buy', 'decline', 'build', 'mortgage', 'unmortgage', 'end', 'resolve', 'BUILD', '1', '6', '7', '-50', '200', '3 4', 'Baltic Avenue', 'Park', 'Reading', '39',
  '#', '\n', '[', ']', '{', '}', '"roll"', '{"roll": [1, 2]}', '{"card": -50}', '{"build": "Boardwalk"}', '"buy"', '{"steps": [', '"counterexample"',
];

/** The TLA+ modules monocheck transcribes: MCMonopoly.tla is small (mutated often), Monopoly.tla is the whole spec. */
export const SMALL_MODULE = read('specs/MCMonopoly.tla');
export const SPEC_MODULE = read('specs/Monopoly.tla');

export const TLA_TOKENS = [
  '==', '/\\', '\\/', '~', '=>', '<=>', '\\in', '\\A', '\\E', ':', 'IF', 'THEN', 'ELSE', 'CASE', '[]', 'OTHER', 'LET', 'IN', 'CHOOSE', 'UNCHANGED', 'EXCEPT', '!', '@',
  '(', ')', '[', ']', '{', '}', '<<', '>>', ',', '\'', '"s"', '(*', '*)', '\\*', 'MODULE', '----', '====', 'EXTENDS', 'CONSTANT', 'VARIABLES', 'ASSUME', 'N', 'money', 'Next', '1', '\n', '\n  ',
];
