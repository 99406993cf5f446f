/**
 * Prints TLA+ values exactly as TLC does: the one-line form of TLC's
 * `Value.toString`, then TLC's pretty printer (tlc2.pprint.Format) that breaks
 * a value longer than 80 columns over several lines.
 */
import { isTlaFunction, isTlaModelValue, isTlaRecord, isTlaSet, type TlaValue } from './tla-value.js';

/** TLC's `Values.ppr` width. */
const TLC_LINE_WIDTH = 80;

/** A value in the shape TLC's pretty printer parses it into; `text` is the one-line form. */
type LayoutNode =
  | { readonly kind: 'constant'; readonly text: string }
  | { readonly kind: 'set' | 'sequence'; readonly text: string; readonly elements: readonly LayoutNode[] }
  | { readonly kind: 'function' | 'record'; readonly text: string; readonly pairs: readonly (readonly [LayoutNode, LayoutNode])[] };

/** Delimiters TLC's Format class uses when it breaks a value over lines. */
interface ListStyle {
  readonly open: string;
  readonly close: string;
  readonly pad: string;
  readonly separator: string;
}
interface PairStyle extends ListStyle {
  readonly divider: string;
  readonly dividerPad: string;
}
const SET_STYLE: ListStyle = { open: '{ ', close: ' }', pad: '  ', separator: ',' };
const SEQUENCE_STYLE: ListStyle = { open: '<< ', close: ' >>', pad: '   ', separator: ',' };
const FUNCTION_STYLE: PairStyle = { open: '( ', close: ' )', pad: '  ', separator: ' @@', divider: ' :>', dividerPad: '    ' };
const RECORD_STYLE: PairStyle = { open: '[ ', close: ' ]', pad: '  ', separator: ',', divider: ' |->', dividerPad: '    ' };

/**
 * The value as TLC prints it in a trace, wrapped over lines when longer than
 * 80 columns. TLC wraps by parsing the one-line text again (PrettyPrint.mypp),
 * and that parse ends a string at its first quote: a value holding a string
 * with a `"` does not parse, and TLC prints it on one line however long.
 */
export function printTlaValue(value: TlaValue): string {
  const layout = layoutOf(value);
  if (layout.text.length > TLC_LINE_WIDTH && holdsQuote(value)) return layout.text;
  return formatNode(layout, TLC_LINE_WIDTH, 0, '');
}

/** Whether some string inside the value holds a double quote. */
function holdsQuote(value: TlaValue): boolean {
  if (typeof value === 'string') return value.includes('"');
  if (typeof value !== 'object') return false;
  if (Array.isArray(value)) return (value as readonly TlaValue[]).some(holdsQuote);
  if (isTlaFunction(value)) return value.entries.some(([key, entry]) => holdsQuote(key) || holdsQuote(entry));
  if (isTlaRecord(value)) return Object.values(value.fields).some(holdsQuote);
  if (isTlaSet(value)) return value.elements.some(holdsQuote);
  return false;
}

/** The value on one line, as TLC's `toString` gives it (no wrapping). */
export function printTlaValueOnOneLine(value: TlaValue): string {
  return layoutOf(value).text;
}

/** TLC's StringValue.PrintVersion: escapes quotes, backslashes and control characters. */
function quoteString(text: string): string {
  const escaped = text.replace(/[\\"\t\n\f\r]/g, (character) => {
    switch (character) {
      case '\t':
        return '\\t';
      case '\n':
        return '\\n';
      case '\f':
        return '\\f';
      case '\r':
        return '\\r';
      default:
        return `\\${character}`;
    }
  });
  return `"${escaped}"`;
}

/** TLC prints a record field bare when it is a name: letters, digits, `_`, at least one letter, not WF_/SF_. */
function isRecordFieldName(name: string): boolean {
  return /^[A-Za-z0-9_]*[A-Za-z][A-Za-z0-9_]*$/.test(name) && (name.length < 4 || !/^(WF|SF)_/.test(name));
}

/** TLC normalizes a function's domain and a set's elements; numbers and strings sort as TLC sorts them (unless already `ordered`). */
function sortedLikeTlc<T>(items: readonly T[], keyOf: (item: T) => TlaValue, ordered = false): readonly T[] {
  if (ordered) return items;
  const keys = items.map(keyOf);
  if (keys.every((key) => typeof key === 'number')) return [...items].sort((a, b) => (keyOf(a) as number) - (keyOf(b) as number));
  if (keys.every((key) => typeof key === 'string')) {
    return [...items].sort((a, b) =>
      (keyOf(a) as string) < (keyOf(b) as string) ? -1 : (keyOf(a) as string) > (keyOf(b) as string) ? 1 : 0,
    );
  }
  return items;
}

function constant(text: string): LayoutNode {
  return { kind: 'constant', text };
}

/** TupleValue.toString: `<<>>` when empty (TLC's Format keeps a value's text when it fits, so `<<>>` it prints). */
function sequenceNode(elements: readonly LayoutNode[]): LayoutNode {
  return { kind: 'sequence', text: `<<${elements.map((element) => element.text).join(', ')}>>`, elements };
}

function recordNode(fields: readonly (readonly [string, TlaValue])[]): LayoutNode {
  const pairs = fields.map(([name, value]) => [constant(name), layoutOf(value)] as const);
  return { kind: 'record', text: `[${pairs.map(([name, value]) => `${name.text} |-> ${value.text}`).join(', ')}]`, pairs };
}

/** Mirrors TLC's FcnRcdValue.toString: a record if every key is a name, a tuple if the domain is 1..n. */
function functionNode(entries: readonly (readonly [TlaValue, TlaValue])[], ordered = false): LayoutNode {
  if (entries.length === 0) return sequenceNode([]);
  const sorted = sortedLikeTlc(entries, ([key]) => key, ordered);
  if (sorted.every(([key]) => typeof key === 'string' && isRecordFieldName(key))) {
    return recordNode(sorted.map(([key, value]) => [key as string, value] as const));
  }
  if (sorted.every(([key], index) => key === index + 1)) return sequenceNode(sorted.map(([, value]) => layoutOf(value)));
  const pairs = sorted.map(([key, value]) => [layoutOf(key), layoutOf(value)] as const);
  return { kind: 'function', text: `(${pairs.map(([key, value]) => `${key.text} :> ${value.text}`).join(' @@ ')})`, pairs };
}

function layoutOf(value: TlaValue): LayoutNode {
  if (typeof value === 'number') return constant(String(value));
  if (typeof value === 'boolean') return constant(value ? 'TRUE' : 'FALSE');
  if (typeof value === 'string') return constant(quoteString(value));
  if (Array.isArray(value)) return sequenceNode((value as readonly TlaValue[]).map(layoutOf));
  if (isTlaFunction(value)) return functionNode(value.entries, value.ordered);
  if (isTlaRecord(value)) return recordNode(Object.entries(value.fields));
  if (isTlaModelValue(value)) return constant(value.name);
  if (isTlaSet(value)) {
    if (value.notation !== undefined) return constant(value.notation);
    const elements = sortedLikeTlc(value.elements, (element) => element, value.ordered).map(layoutOf);
    return { kind: 'set', text: `{${elements.map((element) => element.text).join(', ')}}`, elements };
  }
  throw new Error(`Not a TLA+ value: ${JSON.stringify(value)}`);
}

/** TLC's Format.format: the one-line form if it fits, else the components one per line. */
function formatNode(node: LayoutNode, columnWidth: number, trailerWidth: number, leftPad: string): string {
  if (node.text.length <= columnWidth - trailerWidth) return node.text;
  switch (node.kind) {
    case 'constant':
      return node.text;
    case 'set':
      return formatList(node.elements, columnWidth, trailerWidth, leftPad, SET_STYLE);
    case 'sequence':
      return formatList(node.elements, columnWidth, trailerWidth, leftPad, SEQUENCE_STYLE);
    case 'function':
      return formatPairs(node.pairs, columnWidth, trailerWidth, leftPad, FUNCTION_STYLE);
    case 'record':
      return formatPairs(node.pairs, columnWidth, trailerWidth, leftPad, RECORD_STYLE);
  }
}

/** TLC's formatSimpleValue + formatValues. */
function formatList(elements: readonly LayoutNode[], columnWidth: number, trailerWidth: number, leftPad: string, style: ListStyle): string {
  const width = columnWidth - Math.max(style.open.length, style.pad.length);
  const trailer = trailerWidth + style.close.length;
  const pad = leftPad + style.pad;
  let body = '';
  elements.forEach((element, index) => {
    if (index < elements.length - 1) body += `${formatNode(element, width, style.separator.length, pad)}${style.separator}\n${pad}`;
    else body += formatNode(element, width, trailer, pad);
  });
  return style.open + body + style.close;
}

/** TLC's formatPairValue + formatPairs. */
function formatPairs(
  pairs: readonly (readonly [LayoutNode, LayoutNode])[],
  columnWidth: number,
  trailerWidth: number,
  leftPad: string,
  style: PairStyle,
): string {
  const width = columnWidth - Math.max(style.open.length, style.pad.length);
  const trailer = trailerWidth + style.close.length;
  const pad = leftPad + style.pad;
  const valuePad = pad + style.dividerPad;
  const valueWidth = width - style.dividerPad.length;
  let body = '';
  pairs.forEach(([argument, value], index) => {
    const isLast = index === pairs.length - 1;
    const ending = isLast ? '' : `${style.separator}\n${pad}`;
    const valueTrailer = isLast ? trailer : style.separator.length;
    const oneLineLength = argument.text.length + style.divider.length + 1 + value.text.length;
    if (isLast ? oneLineLength <= width - trailer : oneLineLength + style.separator.length <= width) {
      body += `${argument.text}${style.divider} ${value.text}${ending}`;
      return;
    }
    const argumentText =
      argument.text.length + style.divider.length <= width
        ? argument.text
        : formatNode(argument, width, trailer + style.divider.length, pad);
    body += `${argumentText}${style.divider}\n${valuePad}${formatNode(value, valueWidth, valueTrailer, valuePad)}${ending}`;
  });
  return style.open + body + style.close;
}
