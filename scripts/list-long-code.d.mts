/** A file over 300 lines or a function over 80: where (path, and line for a function), what (its name and length), and whether a `long because` comment says why. */
export interface LongCode {
  readonly where: string;
  readonly what: string;
  readonly explained: boolean;
}
/** The long files and functions of the TypeScript files under `root` (a src/ folder), in path order. */
export function longCode(root: string): LongCode[];
