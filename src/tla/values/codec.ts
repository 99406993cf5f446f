/**
 * A canonical byte encoding of any value: equal values (TLC's equals) give
 * equal bytes, given the same installed string table, which is what makes
 * fingerprints of the bytes right. A set is written as its normalized
 * elements (a lazy set too: TLC fingerprints it as the set it is), a
 * function over 1..n as a tuple, a record as the function over its field
 * names (RecordValue.fingerPrint is FcnRcdValue's: the count, the keys' byte
 * length, the keys, the values), a string of the installed
 * table as its token and any other string as its UTF-8 bytes (a token taken
 * at run time could differ between processes). Integers are zigzag varints,
 * the small ones one byte.
 *
 * Decoding gives the same value back; what TLC would also remember of how it
 * was built is not in the bytes: a record and a function over the same
 * strings decode to whichever kind was built over those keys (a record when
 * both were), an interval decodes to the listed set.
 */
import { ByteReader, ByteWriter } from './byte-buffer.js';
import { isInstalledString, installedStringOf, stringOrderGeneration, stringToken } from './string-order.js';
import { internedKeyIndex } from './domain.js';
import { tlcFailure } from './errors.js';
import { printValue } from './print.js';
import { isFieldName } from './records.js';
import {
  FcnValue,
  ModelValue,
  RecordValue,
  SetValue,
  TAG_FUNCTION,
  TAG_LAZY_SET,
  TAG_MODEL_VALUE,
  TAG_RECORD,
  type KeyIndex,
  type ObjectValue,
  type Value,
} from './value.js';

const FALSE = 0x00;
const TRUE = 0x01;
const INTEGER = 0x02;
const STRING_TOKEN = 0x03;
const STRING_TEXT = 0x04;
const MODEL_TOKEN = 0x05;
const MODEL_TEXT = 0x06;
const TUPLE = 0x07;
const FUNCTION = 0x08;
const SET = 0x09;
/** Bytes from SMALL_BASE stand for the integers SMALL_LOW..SMALL_LOW + 191. */
const SMALL_BASE = 0x40;
const SMALL_LOW = -32;
const SMALL_HIGH = SMALL_LOW + (0xff - SMALL_BASE);

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder();

function writeInteger(value: number, writer: ByteWriter): void {
  if (value >= SMALL_LOW && value <= SMALL_HIGH) {
    writer.byte(SMALL_BASE + value - SMALL_LOW);
    return;
  }
  writer.byte(INTEGER);
  writer.varint(value >= 0 ? value * 2 : -value * 2 - 1);
}

function writeName(text: string, tokenTag: number, textTag: number, writer: ByteWriter): void {
  if (isInstalledString(text)) {
    writer.byte(tokenTag);
    writer.varint(stringToken(text));
    return;
  }
  const bytes = utf8.encode(text);
  writer.byte(textTag);
  writer.varint(bytes.length);
  writer.raw(bytes);
}

function writeList(values: readonly Value[], writer: ByteWriter): void {
  for (const value of values) writeValue(value, writer);
}

/** The encoded keys of each domain (a domain's keys never change), and the decoded domains by their bytes. */
let keyBytes = new WeakMap<KeyIndex, Uint8Array>();
const decodedKeys = new Map<string, DecodedKeys>();
let cachedGeneration = -1;

/** Both caches hold tokens: a newly installed string table empties them. */
function checkCaches(): void {
  if (cachedGeneration === stringOrderGeneration()) return;
  keyBytes = new WeakMap();
  decodedKeys.clear();
  cachedGeneration = stringOrderGeneration();
}

function bytesOfKeys(index: KeyIndex): Uint8Array {
  let bytes = keyBytes.get(index);
  if (bytes === undefined) {
    const writer = new ByteWriter();
    writeList(index.keys, writer);
    bytes = writer.written().slice();
    keyBytes.set(index, bytes);
  }
  return bytes;
}

/** Appends the value's canonical bytes. */
export function encodeValue(value: Value, writer: ByteWriter): void {
  checkCaches();
  writeValue(value, writer);
}

function writeValue(value: Value, writer: ByteWriter): void {
  switch (typeof value) {
    case 'number':
      return writeInteger(value, writer);
    case 'boolean':
      return writer.byte(value ? TRUE : FALSE);
    case 'string':
      return writeName(value, STRING_TOKEN, STRING_TEXT, writer);
  }
  if (Array.isArray(value)) {
    writer.byte(TUPLE);
    writer.varint(value.length);
    return writeList(value as readonly Value[], writer);
  }
  const object = value as ObjectValue;
  switch (object.tag) {
    case TAG_MODEL_VALUE:
      return writeName(object.name, MODEL_TOKEN, MODEL_TEXT, writer);
    case TAG_RECORD:
    case TAG_FUNCTION: {
      // the keys' byte length first, so that a reader finds a known domain by its bytes without decoding them
      const keys = bytesOfKeys(object.tag === TAG_RECORD ? object.shape : object.domain);
      writer.byte(FUNCTION);
      writer.varint(object.values.length);
      writer.varint(keys.length);
      writer.raw(keys);
      return writeList(object.values, writer);
    }
    case TAG_LAZY_SET: {
      const listed = object.toSetValue();
      if (listed === undefined) throw tlcFailure(`TLC has found a state in which the value of a variable contains ${printValue(object)}`);
      writer.byte(SET);
      writer.varint(listed.elements.length);
      return writeList(listed.elements, writer);
    }
    default:
      writer.byte(SET);
      writer.varint(object.elements.length);
      return writeList(object.elements, writer);
  }
}

function readList(count: number, reader: ByteReader): Value[] {
  const values = new Array<Value>(count);
  for (let index = 0; index < count; index++) values[index] = readValue(reader);
  return values;
}

function readName(tag: number, reader: ByteReader): string {
  if (tag === STRING_TOKEN || tag === MODEL_TOKEN) {
    const token = reader.varint();
    const text = installedStringOf(token);
    if (text === undefined) throw new Error(`encoded string token ${token} is not in the installed table`);
    return text;
  }
  const text = fromUtf8.decode(reader.raw(reader.varint()));
  stringToken(text);
  return text;
}

/** A decoded domain: its shared lookup, and whether its keys are all record field names. */
interface DecodedKeys {
  readonly index: KeyIndex;
  readonly names: boolean;
}

const SIGNATURE_UP_TO = 1024;

/** The domain whose keys are these bytes (canonical: the same bytes are the same keys), decoded once. */
function keysRead(count: number, bytes: Uint8Array): DecodedKeys {
  const signature = bytes.length <= SIGNATURE_UP_TO ? String.fromCharCode.apply(null, bytes as unknown as number[]) : undefined;
  const known = signature === undefined ? undefined : decodedKeys.get(signature);
  if (known !== undefined) return known;
  const keys = readList(count, new ByteReader(bytes));
  const decoded = { index: internedKeyIndex(keys), names: keys.every((key) => typeof key === 'string' && isFieldName(key)) };
  if (signature !== undefined) decodedKeys.set(signature, decoded);
  return decoded;
}

/** A function read back: a record when its keys are field names a record was built over (or nothing but records). */
function functionOf(keys: DecodedKeys, values: readonly Value[]): Value {
  const index = keys.index;
  if (keys.names && (index.usedByRecords || !index.usedByFunctions)) {
    index.usedByRecords = true;
    return new RecordValue(index, values);
  }
  index.usedByFunctions = true;
  return new FcnValue(index, values);
}

/** Reads one value written by encodeValue. */
export function decodeValue(reader: ByteReader): Value {
  checkCaches();
  return readValue(reader);
}

function readValue(reader: ByteReader): Value {
  const tag = reader.byte();
  if (tag >= SMALL_BASE) return tag - SMALL_BASE + SMALL_LOW;
  switch (tag) {
    case FALSE:
      return false;
    case TRUE:
      return true;
    case INTEGER: {
      const zigzag = reader.varint();
      return zigzag % 2 === 0 ? zigzag / 2 : -(zigzag + 1) / 2;
    }
    case STRING_TOKEN:
    case STRING_TEXT:
      return readName(tag, reader);
    case MODEL_TOKEN:
    case MODEL_TEXT:
      return ModelValue.of(readName(tag, reader));
    case TUPLE:
      return readList(reader.varint(), reader);
    case FUNCTION: {
      const count = reader.varint();
      const keys = keysRead(count, reader.raw(reader.varint()));
      return functionOf(keys, readList(count, reader));
    }
    case SET:
      return new SetValue(readList(reader.varint(), reader));
    default:
      throw new Error(`not an encoded value: byte ${tag} at ${reader.offset - 1}`);
  }
}
