import { isAbsolute, relative } from 'node:path';

/** A path as the user would type it: relative to the working directory when below it. */
export function displayPath(path: string): string {
  const relativePath = relative(process.cwd(), path);
  return relativePath.startsWith('..') || isAbsolute(relativePath) ? path : relativePath;
}
