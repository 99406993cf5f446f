/** What a TLC model file (.cfg) says, as cfg.ts reads it, and the error for a wrong one. */

/** A model file is wrong; `line` is 1-based, undefined when no line is to blame. */
export class ModelFileError extends Error {
  readonly file: string;
  readonly line: number | undefined;
  /** True when the values break one of the spec's ASSUMEs (TLC reports that as a spec error, not a config error). */
  readonly breaksAssumption: boolean;

  constructor(file: string, line: number | undefined, message: string, breaksAssumption = false) {
    super(message);
    this.name = 'ModelFileError';
    this.file = file;
    this.line = line;
    this.breaksAssumption = breaksAssumption;
  }
}

/** The right-hand side of `Name = value`, as written. */
export type ModelValue =
  | { readonly kind: 'int'; readonly value: number }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'bool'; readonly value: boolean }
  | { readonly kind: 'identifier'; readonly name: string }
  | { readonly kind: 'set'; readonly elements: readonly ModelValue[] };

export interface NamedItem {
  readonly name: string;
  readonly line: number;
}
export interface ConstantAssignment {
  readonly name: string;
  readonly value: ModelValue;
  readonly line: number;
}
export interface Substitution {
  readonly name: string;
  readonly target: string;
  readonly line: number;
}
/** An item of a keyword the reader parses but gives no meaning to (SYMMETRY, VIEW, ...). */
export interface UnsupportedItem {
  readonly keyword: string;
  readonly names: readonly NamedItem[];
  readonly line: number;
}

export interface ModelFile {
  readonly file: string;
  readonly constants: readonly ConstantAssignment[];
  readonly substitutions: readonly Substitution[];
  readonly init?: NamedItem;
  readonly next?: NamedItem;
  readonly specification?: NamedItem;
  readonly invariants: readonly NamedItem[];
  readonly constraints: readonly NamedItem[];
  readonly properties: readonly NamedItem[];
  readonly checkDeadlock?: { readonly value: boolean; readonly line: number };
  readonly unsupported: readonly UnsupportedItem[];
}
