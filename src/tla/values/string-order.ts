/**
 * TLC orders strings, and model values by their names, by their UniqueString
 * token: the order in which SANY and TLC interned them, not alphabetically
 * (util/UniqueString.compareTo is `this.tok - other.tok`; StringValue.compareTo
 * and ModelValue.compareTo use it). The front end installs the table once at
 * start-up, before any value is built; a string not in it gets the next token
 * when first met at run time, as TLC interns a string it creates.
 */

const tokens = new Map<string, number>();
let installedCount = 0;
let installedList: string[] = [];
let generation = 0;

/** Installs TLC's order: the first string gets token 0 (a repeated string keeps its first token). Call before building any value. */
export function installStringOrder(strings: Iterable<string>): void {
  tokens.clear();
  for (const text of strings) if (!tokens.has(text)) tokens.set(text, tokens.size);
  installedCount = tokens.size;
  installedList = [...tokens.keys()];
  generation++;
}

/** Counts the installations: a cache of anything that depends on the tokens (the codec's) is stale when it changes. */
export function stringOrderGeneration(): number {
  return generation;
}

/** The string's token; a string never met gets the next one (TLC's UniqueString.uniqueStringOf). */
export function stringToken(text: string): number {
  const token = tokens.get(text);
  if (token !== undefined) return token;
  const fresh = tokens.size;
  tokens.set(text, fresh);
  return fresh;
}

/** Whether the string is in the table installed at start-up (not one interned since): the codec writes such a string as its token. */
export function isInstalledString(text: string): boolean {
  const token = tokens.get(text);
  return token !== undefined && token < installedCount;
}

/** The string whose token this is, if it is in the installed table. */
export function installedStringOf(token: number): string | undefined {
  return installedList[token];
}

/** The installed table in token order (what another process installs to get the same order). */
export function installedStrings(): readonly string[] {
  return installedList;
}

/** TLC's StringValue.compareTo: by token. */
export function compareStrings(a: string, b: string): number {
  return a === b ? 0 : stringToken(a) - stringToken(b);
}
