/** Whether a source file's text has code of its own: a statement that is not a type, an import or a re-export. */
export function hasOwnCode(text: string): boolean;
/** What is out of mirror under `root` (a folder holding src/ and test/), each list of paths from `root` or sentences for `stale`. */
export function mirrorProblems(root: string): { untested: string[]; unnamed: string[]; stale: string[] };
