/** The problems of the modules under `root` (a src/ folder), one sentence each; none when the layers hold. */
export function checkLayers(root: string): string[];
/** The module specifiers the file at `path` imports or re-exports, in every syntax. */
export function importsOf(path: string, text?: string): string[];
/** Each layer (a folder of src/, or 'index.ts') and the layers it may import. */
export const ALLOWED: Readonly<Record<string, readonly string[]>>;
