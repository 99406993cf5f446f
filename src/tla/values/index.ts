/**
 * The runtime TLA+ value library the compiled code calls (docs/tla-values.md):
 * TLC's values and everything TLC does with them, free of Monopoly.
 */
export { installStringOrder, installedStrings, stringToken, compareStrings } from './string-order.js';
export {
  ModelValue,
  RecordValue,
  FcnValue,
  SetValue,
  LazySet,
  isModelValue,
  isRecord,
  isFcnValue,
  isSetValue,
  isLazySet,
  isSet,
  kindText,
  type Value,
  type TupleValue,
  type KeyIndex,
} from './value.js';
export { EC, TlcEvaluationError, setWarningSink, tlcMessage, type WarningSink } from './errors.js';
export { toTla, valueToString, printValue } from './print.js';
export { fromTla } from './from-tla.js';
export { compare } from './compare.js';
export { equals } from './equals.js';
export { setOf, EMPTY_SET } from './normalize.js';
export { recordShape } from './domain.js';
export { isIn, enumerate, elementsInTlcOrder, cardinality, isFiniteSet, isEnumerable } from './membership.js';
export { interval, IntervalSet } from './interval-set.js';
export { subsetOf, SubsetSet } from './subset-set.js';
export { FunctionSet, RecordSet, TupleSet } from './product-sets.js';
export { NAT, INT, STRING, seqOf, NamedSet, SeqSet } from './infinite-sets.js';
export { union, intersect, minus as setMinus, filter, subseteq, bigUnion, functionSet, recordSet, tupleSet } from './set-operations.js';
export { makeFunction, functionFromPairs, apply, select, domainOf } from './functions.js';
export { exceptAt, exceptPath, exceptWith, selectPath, warnExceptMissed } from './except.js';
export { makeRecord, recordOf, field, fieldReader, isFieldName } from './records.js';
export { len, head, tail, append, concat, subSeq, selectSeq } from './sequences.js';
export {
  plus,
  minus,
  times,
  negate,
  divide,
  divideNaturals,
  modulo,
  power,
  lessThan,
  atMost,
  greaterThan,
  atLeast,
  atLeastNaturals,
  requireInteger,
} from './arithmetic.js';
export {
  singletonFunction,
  combineFunctions,
  toStringValue,
  print,
  printT,
  assert,
  choose,
  permutations,
  setPrintSink,
  type PrintSink,
} from './tlc-module.js';
export { encodeValue, decodeValue } from './codec.js';
export { ByteWriter, ByteReader } from './byte-buffer.js';
export { emptyBag, isABag, bagCardinality, bagIn, copiesIn, bagAdd, bagSubtract, bagUnion, bagSubsetEq } from './bags.js';
