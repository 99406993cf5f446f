/**
 * Expressions: from the grammar's nodes to the syntax tree of ast.ts.
 * Junction lists and chains of /\ or \/ become one n-ary `and`/`or`; a chain
 * of \X one product; every operator symbol its canonical spelling.
 * Long because: one short converter per kind of expression node in the grammar.
 */
import type { Node } from 'web-tree-sitter';
import type { Bound, ExceptStep, ExceptUpdate, Expr, OperatorArgument } from './ast.js';
import { INFIX, POSTFIX, PREFIX } from './operator-symbols.js';
import type { Conversion } from './conversion.js';

const SKIPPED = new Set(['comment', 'block_comment', 'block_comment_text']);

/** The node's named children that are not comments. */
export function parts(node: Node): Node[] {
  return node.namedChildren.filter((child): child is Node => child !== null && !SKIPPED.has(child.type));
}

function field(node: Node, name: string, c: Conversion): Node {
  const child = node.childForFieldName(name);
  if (child === null) throw c.refuse(`${node.type} without its ${name}`, node);
  return child;
}

function fields(node: Node, name: string): Node[] {
  return node.childrenForFieldName(name).filter((child): child is Node => child !== null && child.isNamed && !SKIPPED.has(child.type));
}

/** Reads an expression node. */
// long because: one case per kind of expression node in the grammar, each a line or two (a split would only cut the switch in two)
export function expression(node: Node, c: Conversion): Expr {
  const at = c.range(node);
  switch (node.type) {
    case 'nat_number':
      return { kind: 'number', text: node.text, at };
    case 'binary_number':
    case 'octal_number':
    case 'hex_number':
      return { kind: 'number', text: radixNumber(node, c), at };
    case 'real_number':
      throw c.refuse('real numbers', node);
    case 'string':
      return { kind: 'string', value: stringValue(node, c), at };
    case 'boolean':
      return { kind: 'boolean', value: node.text === 'TRUE', at };
    case 'nat_number_set':
      return { kind: 'builtinSet', name: 'Nat', at };
    case 'int_number_set':
      return { kind: 'builtinSet', name: 'Int', at };
    case 'real_number_set':
      return { kind: 'builtinSet', name: 'Real', at };
    case 'boolean_set':
      return { kind: 'builtinSet', name: 'BOOLEAN', at };
    case 'string_set':
      return { kind: 'builtinSet', name: 'STRING', at };
    case 'identifier_ref':
      return { kind: 'name', name: node.text, args: [], at };
    case 'parentheses':
      return expression(single(node, c), c);
    case 'bound_op':
      return { kind: 'name', name: field(node, 'name', c).text, args: fields(node, 'parameter').map((arg) => argument(arg, c)), at };
    case 'bound_infix_op':
      return infix(node, c);
    case 'bound_prefix_op':
      return prefix(node, c);
    case 'bound_postfix_op':
      return postfix(node, c);
    case 'conj_list':
    case 'disj_list':
      return junctionList(node, c);
    case 'if_then_else':
      return {
        kind: 'if',
        cond: expression(field(node, 'if', c), c),
        then: expression(field(node, 'then', c), c),
        else: expression(field(node, 'else', c), c),
        at,
      };
    case 'case':
      return caseExpression(node, c);
    case 'let_in':
      return {
        kind: 'let',
        defs: fields(node, 'definitions').map((def) => c.definition(def, false)),
        body: expression(field(node, 'expression', c), c),
        at,
      };
    case 'bounded_quantification': {
      const kind = field(node, 'quantifier', c).type === 'forall' ? 'forall' : 'exists';
      return {
        kind,
        bounds: fields(node, 'bound').map((bound) => quantifierBound(bound, c)),
        body: expression(field(node, 'expression', c), c),
        at,
      };
    }
    case 'unbounded_quantification':
      return unbounded(node, c);
    case 'choose':
      return choose(node, c);
    case 'finite_set_literal':
      return { kind: 'setEnum', elements: parts(node).map((e) => expression(e, c)), at };
    case 'set_filter':
      return {
        kind: 'setFilter',
        bound: quantifierBound(field(node, 'generator', c), c),
        predicate: expression(field(node, 'filter', c), c),
        at,
      };
    case 'set_map':
      return {
        kind: 'setMap',
        value: expression(field(node, 'map', c), c),
        bounds: fields(node, 'generator').map((bound) => quantifierBound(bound, c)),
        at,
      };
    case 'tuple_literal':
      return {
        kind: 'tuple',
        elements: parts(node)
          .filter((e) => e.type !== 'langle_bracket' && e.type !== 'rangle_bracket')
          .map((e) => expression(e, c)),
        at,
      };
    case 'record_literal':
      return { kind: 'record', fields: pairs(node, 'all_map_to', c).map(([name, value]) => ({ name, value })), at };
    case 'set_of_records':
      return { kind: 'recordSet', fields: pairs(node, null, c).map(([name, set]) => ({ name, set })), at };
    case 'function_literal':
      return functionLiteral(node, c);
    case 'set_of_functions': {
      const [domain, range] = parts(node).filter((e) => e.type !== 'maps_to');
      if (domain === undefined || range === undefined) throw c.refuse('a set of functions without its domain or range', node);
      return { kind: 'functionSet', domain: expression(domain, c), range: expression(range, c), at };
    }
    case 'function_evaluation': {
      const [fn, ...args] = parts(node);
      if (fn === undefined || args.length === 0) throw c.refuse('a function application without its arguments', node);
      return { kind: 'apply', fn: expression(fn, c), args: args.map((arg) => expression(arg, c)), at };
    }
    case 'record_value': {
      const [record, name] = parts(node);
      if (record === undefined || name === undefined) throw c.refuse('a record field without its name', node);
      return { kind: 'field', record: expression(record, c), name: name.text, at };
    }
    case 'except':
      return except(node, c);
    case 'prev_func_val':
      return { kind: 'at', at };
    case 'step_expr_or_stutter': {
      const [action, sub] = parts(node);
      if (action === undefined || sub === undefined) throw c.refuse('[A]_v without its action or subscript', node);
      return { kind: 'boxAction', action: expression(action, c), sub: expression(sub, c), at };
    }
    case 'step_expr_no_stutter': {
      const [action, sub] = parts(node).filter((e) => e.type !== 'langle_bracket' && e.type !== 'rangle_bracket_sub');
      if (action === undefined || sub === undefined) throw c.refuse('<<A>>_v without its action or subscript', node);
      return { kind: 'angleAction', action: expression(action, c), sub: expression(sub, c), at };
    }
    case 'fairness': {
      const [sub, action] = parts(node);
      if (sub === undefined || action === undefined) throw c.refuse('WF/SF without its subscript or action', node);
      return { kind: 'fairness', strong: node.text.startsWith('SF'), sub: expression(sub, c), action: expression(action, c), at };
    }
    case 'label':
      return expression(field(node, 'expression', c), c);
    case 'prefixed_op':
      return instanceReference(node, c);
    case 'lambda':
      throw c.refuse('LAMBDA outside an operator argument', node);
    case 'subexpression':
      throw c.refuse('subexpression names (Op!1!2)', node);
    case 'proof_step_ref':
      throw c.refuse('a proof step reference', node);
    case 'bound_nonfix_op':
      throw c.refuse(`an operator symbol used as a name (${node.text.slice(0, 20)})`, node);
    default:
      throw c.refuse(`the construct '${node.type}'`, node);
  }
}

function single(node: Node, c: Conversion): Node {
  const [inner] = parts(node);
  if (inner === undefined) throw c.refuse(`an empty ${node.type}`, node);
  return inner;
}

/** An argument of an operator application: an expression, or LAMBDA. */
function argument(node: Node, c: Conversion): Expr | OperatorArgument {
  if (node.type !== 'lambda') return expression(node, c);
  const names = parts(node).filter((e) => e.type === 'identifier');
  const body = parts(node).filter((e) => e.type !== 'identifier');
  if (body.length !== 1) throw c.refuse('a LAMBDA without its body', node);
  return { kind: 'lambda', params: names.map((name) => name.text), body: expression(body[0]!, c), at: c.range(node) };
}

function radixNumber(node: Node, c: Conversion): string {
  const format = node.namedChildren.find((e) => e?.type === 'format')?.text.toLowerCase();
  const digits = node.namedChildren.find((e) => e?.type === 'value')?.text;
  const radix = format === '\\b' ? 2 : format === '\\o' ? 8 : format === '\\h' ? 16 : 0;
  if (digits === undefined || radix === 0) throw c.refuse('a number in an unknown notation', node);
  return BigInt(radix === 2 ? `0b${digits}` : radix === 8 ? `0o${digits}` : `0x${digits}`).toString();
}

/** A string literal's value: TLA+'s escapes \" \\ \n \t \r \f. */
function stringValue(node: Node, c: Conversion): string {
  const raw = node.text.slice(1, -1);
  let value = '';
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i]!;
    if (ch !== '\\') {
      value += ch;
      continue;
    }
    const next = raw[++i];
    const escaped =
      next === '"'
        ? '"'
        : next === '\\'
          ? '\\'
          : next === 'n'
            ? '\n'
            : next === 't'
              ? '\t'
              : next === 'r'
                ? '\r'
                : next === 'f'
                  ? '\f'
                  : undefined;
    if (escaped === undefined) throw c.refuse(`the string escape '\\${next ?? ''}'`, node);
    value += escaped;
  }
  return value;
}

function infix(node: Node, c: Conversion): Expr {
  const at = c.range(node);
  const symbol = field(node, 'symbol', c).type;
  const lhs = field(node, 'lhs', c);
  const rhs = field(node, 'rhs', c);
  if (symbol === 'land' || symbol === 'lor') {
    const kind = symbol === 'land' ? 'and' : 'or';
    return { kind, args: [...flatten(lhs, symbol, c), ...flatten(rhs, symbol, c)], at };
  }
  if (symbol === 'times') return { kind: 'product', sets: [...productChain(lhs, c), expression(rhs, c)], at };
  if (symbol === 'leads_to') return { kind: 'leadsTo', left: expression(lhs, c), right: expression(rhs, c), at };
  const op = INFIX[symbol];
  if (op === undefined) throw c.refuse(`the operator '${field(node, 'symbol', c).text}'`, node);
  return { kind: 'op', op, args: [expression(lhs, c), expression(rhs, c)], at };
}

/** The operands of a chain of one junction (`a /\ b /\ c`), a junction list inside it included as written. */
function flatten(node: Node, symbol: string, c: Conversion): Expr[] {
  if (node.type === 'bound_infix_op' && node.childForFieldName('symbol')?.type === symbol) {
    return [...flatten(field(node, 'lhs', c), symbol, c), ...flatten(field(node, 'rhs', c), symbol, c)];
  }
  return [expression(node, c)];
}

/** The factors of `A \X B \X C` written without parentheses: one product of three sets. */
function productChain(node: Node, c: Conversion): Expr[] {
  if (node.type === 'bound_infix_op' && node.childForFieldName('symbol')?.type === 'times') {
    return [...productChain(field(node, 'lhs', c), c), expression(field(node, 'rhs', c), c)];
  }
  return [expression(node, c)];
}

function prefix(node: Node, c: Conversion): Expr {
  const at = c.range(node);
  const symbol = field(node, 'symbol', c).type;
  const arg = expression(field(node, 'rhs', c), c);
  switch (symbol) {
    case 'unchanged':
      return { kind: 'unchanged', arg, at };
    case 'enabled':
      return { kind: 'enabled', arg, at };
    case 'always':
      return { kind: 'always', arg, at };
    case 'eventually':
      return { kind: 'eventually', arg, at };
    default: {
      const op = PREFIX[symbol];
      if (op === undefined) throw c.refuse(`the operator '${field(node, 'symbol', c).text}'`, node);
      return { kind: 'op', op, args: [arg], at };
    }
  }
}

function postfix(node: Node, c: Conversion): Expr {
  const symbol = field(node, 'symbol', c).type;
  const arg = expression(field(node, 'lhs', c), c);
  if (symbol === 'prime') return { kind: 'prime', arg, at: c.range(node) };
  const op = POSTFIX[symbol];
  if (op === undefined) throw c.refuse(`the operator '${field(node, 'symbol', c).text}'`, node);
  return { kind: 'op', op, args: [arg], at: c.range(node) };
}

function junctionList(node: Node, c: Conversion): Expr {
  const kind = node.type === 'conj_list' ? 'and' : 'or';
  const items = parts(node).map((item) => {
    const body = parts(item).filter((e) => e.type !== 'bullet_conj' && e.type !== 'bullet_disj');
    if (body.length !== 1) throw c.refuse('a junction list item without its expression', item);
    return expression(body[0]!, c);
  });
  // a list of one item is that item (`/\ A` written alone)
  if (items.length === 1) return items[0]!;
  return { kind, args: items, at: c.range(node) };
}

function caseExpression(node: Node, c: Conversion): Expr {
  const arms: { cond: Expr; value: Expr }[] = [];
  let other: Expr | null = null;
  for (const arm of parts(node)) {
    if (arm.type === 'case_box') continue;
    const sides = parts(arm).filter((e) => e.type !== 'case_arrow');
    if (arm.type === 'other_arm') {
      if (sides.length !== 1) throw c.refuse('an OTHER arm without its value', arm);
      other = expression(sides[0]!, c);
    } else {
      if (sides.length !== 2) throw c.refuse('a CASE arm without its condition or value', arm);
      arms.push({ cond: expression(sides[0]!, c), value: expression(sides[1]!, c) });
    }
  }
  return { kind: 'case', arms, other, at: c.range(node) };
}

/** `x \in S`, `x, y \in S`, `<<x, y>> \in S`. */
export function quantifierBound(node: Node, c: Conversion): Bound {
  const intros = fields(node, 'intro');
  const set = field(node, 'set', c);
  const tuple = intros.length === 1 && intros[0]!.type === 'tuple_of_identifiers';
  const names = tuple
    ? parts(intros[0]!)
        .filter((e) => e.type === 'identifier')
        .map((e) => e.text)
    : intros.map((e) => e.text);
  return { names, tuple, set: expression(set, c), at: c.range(node) };
}

function unbounded(node: Node, c: Conversion): Expr {
  const quantifier = field(node, 'quantifier', c).type;
  const kind =
    quantifier === 'forall'
      ? 'unboundedForall'
      : quantifier === 'exists'
        ? 'unboundedExists'
        : quantifier === 'temporal_forall'
          ? 'temporalForall'
          : 'temporalExists';
  return { kind, names: fields(node, 'intro').map((e) => e.text), body: expression(field(node, 'expression', c), c), at: c.range(node) };
}

function choose(node: Node, c: Conversion): Expr {
  const intro = field(node, 'intro', c);
  const tuple = intro.type === 'tuple_of_identifiers';
  const names = tuple
    ? parts(intro)
        .filter((e) => e.type === 'identifier')
        .map((e) => e.text)
    : [intro.text];
  const setNode = node.childForFieldName('set');
  const at = c.range(node);
  const bound = setNode === null ? null : { names, tuple, set: expression(setNode, c), at };
  return { kind: 'choose', bound, names, tuple, body: expression(field(node, 'expression', c), c), at };
}

/** `name |-> value` (record) or `name : set` (set of records) pairs. */
function pairs(node: Node, arrow: string | null, c: Conversion): [string, Expr][] {
  const items = parts(node).filter((e) => e.type !== arrow);
  const result: [string, Expr][] = [];
  for (let i = 0; i + 1 < items.length; i += 2) result.push([items[i]!.text, expression(items[i + 1]!, c)]);
  if (items.length % 2 !== 0) throw c.refuse('a record field without its value', node);
  return result;
}

function functionLiteral(node: Node, c: Conversion): Expr {
  const items = parts(node).filter((e) => e.type !== 'all_map_to');
  const bounds = items.filter((e) => e.type === 'quantifier_bound').map((e) => quantifierBound(e, c));
  const values = items.filter((e) => e.type !== 'quantifier_bound');
  if (values.length !== 1 || bounds.length === 0) throw c.refuse('a function literal without its bounds or value', node);
  return { kind: 'function', bounds, value: expression(values[0]!, c), at: c.range(node) };
}

function except(node: Node, c: Conversion): Expr {
  const fn = expression(field(node, 'expr_to_update', c), c);
  const updates: ExceptUpdate[] = parts(node)
    .filter((e) => e.type === 'except_update')
    .map((update) => {
      const specifier = update.childrenForFieldName('update_specifier').find((n) => n?.type === 'except_update_specifier');
      if (specifier === undefined || specifier === null) throw c.refuse('an EXCEPT update without its path', update);
      const path: ExceptStep[] = parts(specifier).map((step) =>
        step.type === 'except_update_record_field'
          ? { kind: 'field', name: single(step, c).text }
          : { kind: 'key', keys: parts(step).map((key) => expression(key, c)) },
      );
      return { path, value: expression(field(update, 'new_val', c), c), at: c.range(update) };
    });
  return { kind: 'except', fn, updates, at: c.range(node) };
}

/** `M!Op`, `M!Op(a)`, `M(x)!Op`: operators of instantiated modules. */
function instanceReference(node: Node, c: Conversion): Expr {
  const path: { name: string; args: (Expr | OperatorArgument)[] }[] = [];
  const prefixNode = field(node, 'prefix', c);
  for (const step of parts(prefixNode)) {
    if (step.type !== 'subexpr_component') throw c.refuse(`the instance path step '${step.type}'`, step);
    const inner = single(step, c);
    if (inner.type === 'identifier_ref') path.push({ name: inner.text, args: [] });
    else if (inner.type === 'bound_op')
      path.push({ name: field(inner, 'name', c).text, args: fields(inner, 'parameter').map((arg) => argument(arg, c)) });
    else throw c.refuse(`the instance path step '${inner.type}'`, inner);
  }
  const op = field(node, 'op', c);
  if (op.type === 'identifier_ref') path.push({ name: op.text, args: [] });
  else if (op.type === 'bound_op')
    path.push({ name: field(op, 'name', c).text, args: fields(op, 'parameter').map((arg) => argument(arg, c)) });
  else throw c.refuse(`the instance operator '${op.type}'`, op);
  return { kind: 'instanceRef', path, at: c.range(node) };
}
