/**
 * One module's text to its syntax tree (ast.ts): the units of the module
 * (declarations, definitions, ASSUMEs, INSTANCEs), with a syntax error or a
 * construct monocheck does not read reported with its file, line and column.
 */
import type { Node } from 'web-tree-sitter';
import type { Declaration, Definition, InstanceDefinition, Module, Parameter, Unit } from './ast.js';
import { rangeOf, SyntaxRefusal, type Conversion } from './conversion.js';
import { expression, parts, quantifierBound } from './expressions.js';
import { parseTlaText } from './tree-sitter.js';
import { excerpt } from '../../input/quote.js';

/** The CPU seconds a parse may take (Monopoly.tla takes 0.1 s), and the deepest syntax tree read (the conversion is recursive). */
const PARSE_LIMITS = { seconds: 3, treeDepth: 1000 };

/** Parses the text of a .tla file; the first module in it is the one returned (with the modules written inside it). */
export async function parseModule(text: string, file: string): Promise<Module> {
  const parsed = await parseTlaText(text, PARSE_LIMITS);
  if (!('tree' in parsed)) {
    const { line, column } = parsed.place;
    throw new SyntaxRefusal(
      parsed.treeTooDeep ? `${parsed.reason}, more than monocheck reads` : parsed.reason,
      { module: '', file, line, column, endLine: line, endColumn: column },
      'unsupported',
    );
  }
  const { tree } = parsed;
  try {
    const moduleNode = tree.rootNode.namedChildren.find((node) => node?.type === 'module') ?? null;
    const error = firstError(tree.rootNode);
    if (error !== null) {
      const at = rangeOf(error, moduleNode?.childForFieldName('name')?.text ?? '', file);
      throw new SyntaxRefusal(`syntax error${error.isMissing ? `: missing ${error.type}` : ''} (${excerptAt(text, error)})`, at, 'syntax');
    }
    if (moduleNode === null)
      throw new SyntaxRefusal('no MODULE in the file', { module: '', file, line: 1, column: 1, endLine: 1, endColumn: 1 }, 'syntax');
    return readModule(moduleNode, file);
  } finally {
    tree.delete();
  }
}

function readModule(node: Node, file: string): Module {
  const name = node.childForFieldName('name')?.text ?? '';
  const conversion: Conversion = {
    module: name,
    file,
    range: (n) => rangeOf(n, name, file),
    refuse: (what, n) => new SyntaxRefusal(`monocheck cannot compile ${what}`, rangeOf(n, name, file), 'unsupported'),
    definition: (n, local) => definition(n, local, conversion),
  };
  const extendsList: { name: string; at: ReturnType<Conversion['range']> }[] = [];
  const units: Unit[] = [];
  const inner: Module[] = [];
  for (const child of parts(node)) {
    switch (child.type) {
      case 'header_line':
      case 'double_line':
      case 'single_line':
      case 'identifier':
        break;
      case 'extends':
        for (const ref of parts(child)) extendsList.push({ name: ref.text, at: conversion.range(ref) });
        break;
      case 'constant_declaration':
      case 'variable_declaration':
        for (const declaration of declarations(child, conversion)) units.push(declaration);
        break;
      case 'assumption': {
        const named = child.childForFieldName('name');
        const body = parts(child).filter((e) => e.type !== 'identifier' && e.type !== 'def_eq');
        if (body.length !== 1) throw conversion.refuse('an ASSUME without its expression', child);
        units.push({ kind: 'assume', name: named?.text ?? null, expr: expression(body[0]!, conversion), at: conversion.range(child) });
        break;
      }
      case 'theorem':
        units.push({ kind: 'theorem', construct: 'THEOREM', at: conversion.range(child) });
        break;
      case 'use_or_hide':
      case 'proof_step':
      case 'non_terminal_proof':
      case 'terminal_proof':
        break;
      case 'module':
        inner.push(readModule(child, file));
        break;
      case 'local_definition': {
        const [def] = parts(child);
        if (def === undefined) throw conversion.refuse('an empty LOCAL', child);
        units.push(definition(def, true, conversion));
        break;
      }
      default:
        units.push(definition(child, false, conversion));
    }
  }
  return { name, file, extends: extendsList, units, inner, at: conversion.range(node) };
}

function declarations(node: Node, c: Conversion): Declaration[] {
  const kind = node.type === 'constant_declaration' ? 'constant' : 'variable';
  return parts(node).map((item) => {
    if (item.type === 'identifier') return { kind, name: item.text, arity: 0, at: c.range(item) };
    if (item.type === 'operator_declaration') {
      const nameNode = item.childForFieldName('name');
      return {
        kind,
        name: nameNode?.text ?? '',
        arity: item.childrenForFieldName('parameter').filter((p) => p?.type === 'placeholder').length || infixArity(item),
        at: c.range(item),
      };
    }
    throw c.refuse(`the declaration '${item.type}'`, item);
  });
}

/** `_ + _` declares an infix operator (2 arguments), `-. _` or `_ '` one of one. */
function infixArity(node: Node): number {
  const name = node.childForFieldName('name');
  return name?.type === 'infix_op_symbol' ? 2 : name?.type === 'prefix_op_symbol' || name?.type === 'postfix_op_symbol' ? 1 : 0;
}

function parameters(node: Node): Parameter[] {
  return node
    .childrenForFieldName('parameter')
    .filter((p): p is Node => p !== null && p.isNamed)
    .map((p) =>
      p.type === 'operator_declaration'
        ? {
            name: p.childForFieldName('name')?.text ?? '',
            arity: p.childrenForFieldName('parameter').filter((q) => q?.type === 'placeholder').length || infixArity(p),
          }
        : { name: p.text, arity: 0 },
    );
}

function definition(node: Node, local: boolean, c: Conversion): Definition {
  const at = c.range(node);
  switch (node.type) {
    case 'operator_definition': {
      const nameNode = node.childForFieldName('name');
      const body = node.childForFieldName('definition');
      if (nameNode === null || body === null) throw c.refuse('a definition without its name or body', node);
      const params = parameters(node);
      if (nameNode.type !== 'identifier') {
        // `a (+) b == ...`, `x ^* == ...`: the parameters are the operands
        const operands = parts(node)
          .filter((e) => e.type === 'identifier')
          .map((e) => ({ name: e.text, arity: 0 }));
        return {
          kind: 'operator',
          name: nameNode.text.trim(),
          params: params.length > 0 ? params : operands,
          body: expression(body, c),
          local,
          at,
        };
      }
      return { kind: 'operator', name: nameNode.text, params, body: expression(body, c), local, at };
    }
    case 'function_definition': {
      const nameNode = node.childForFieldName('name');
      const body = node.childForFieldName('definition');
      if (nameNode === null || body === null) throw c.refuse('a function definition without its name or body', node);
      const bounds = parts(node)
        .filter((e) => e.type === 'quantifier_bound')
        .map((e) => quantifierBound(e, c));
      return { kind: 'functionDefinition', name: nameNode.text, bounds, body: expression(body, c), local, at };
    }
    case 'recursive_declaration':
      return {
        kind: 'recursive',
        names: parts(node).map((item) =>
          item.type === 'operator_declaration'
            ? {
                name: item.childForFieldName('name')?.text ?? '',
                arity: item.childrenForFieldName('parameter').filter((p) => p?.type === 'placeholder').length,
              }
            : { name: item.text, arity: 0 },
        ),
        at,
      };
    case 'module_definition': {
      const nameNode = node.childForFieldName('name');
      const instance = node.childForFieldName('definition');
      if (nameNode === null || instance === null) throw c.refuse('a module definition without its name or INSTANCE', node);
      return { ...instanceOf(instance, local, c), name: nameNode.text, params: parameters(node), at };
    }
    case 'instance':
      return instanceOf(node, local, c);
    default:
      throw c.refuse(`the unit '${node.type}'`, node);
  }
}

function instanceOf(node: Node, local: boolean, c: Conversion): InstanceDefinition {
  const [moduleRef, ...rest] = parts(node);
  if (moduleRef === undefined) throw c.refuse('an INSTANCE without its module', node);
  const substitutions = rest
    .filter((e) => e.type === 'substitution')
    .map((sub) => {
      const [target, value] = parts(sub).filter((e) => e.type !== 'gets');
      if (target === undefined || value === undefined) throw c.refuse('a WITH substitution without its name or value', sub);
      if (value.type === 'lambda') throw c.refuse('LAMBDA in a WITH substitution', value);
      return { name: target.text, value: expression(value, c) };
    });
  return { kind: 'instance', name: null, params: [], module: moduleRef.text, substitutions, local, at: c.range(node) };
}

/** The first node the parser could not read, or null. */
function firstError(root: Node): Node | null {
  if (!root.hasError) return null;
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.isError || node.isMissing) return node;
    if (!node.hasError) continue;
    for (let i = node.childCount - 1; i >= 0; i--) {
      const child = node.child(i);
      if (child !== null) stack.push(child);
    }
  }
  return root;
}

function excerptAt(text: string, node: Node): string {
  const line = text.split('\n')[node.startPosition.row] ?? '';
  const shown = excerpt(line.trim());
  return shown === '' ? 'an empty line' : `near: ${shown}`;
}
