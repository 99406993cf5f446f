/**
 * The files and folders a run reads, so that no output path overwrites one:
 * `check X.cfg --trace-out X.cfg` would replace the model file with a trace.
 * Paths are compared as the file system resolves them (symbolic links, `./`,
 * `..`, another case of the same name on a file system that ignores case, a
 * hard link), by what they are on disk: the device and inode of each file.
 */
import { readdirSync, realpathSync, statSync, type Stats } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { displayPath } from './display-path.js';
import { defaultModelPath } from './model-config.js';
import type { OutputPath } from './output-paths.js';

/** A file or folder the run reads; `what` names it in a sentence (`the model file`). */
export interface InputPath {
  readonly what: string;
  readonly path: string;
}

/** The inputs of a file flag or positional (none when not given). */
export function inputOf(what: string, path: string | undefined): InputPath[] {
  return path === undefined ? [] : [{ what, path }];
}

/** The .tla files of `folder`, as inputs; none when it cannot be listed (its reader says why, if it matters). */
function modulesIn(folder: string, what: string): InputPath[] {
  try {
    return readdirSync(folder)
      .filter((name) => name.endsWith('.tla'))
      .map((name) => ({ what, path: join(folder, name) }));
  } catch {
    return [];
  }
}

/**
 * What a model file brings into a run: the file itself, the TLA+ modules
 * beside it (compared with the spec, and what TLC reads), and the modules of
 * monocheck's own specs/ folder (the transcribed spec they are compared with).
 */
export function modelInputs(modelPath: string | undefined): InputPath[] {
  const model = modelPath ?? defaultModelPath();
  const specs = dirname(defaultModelPath());
  return [
    { what: 'the model file', path: model },
    ...modulesIn(dirname(resolve(model)), 'a TLA+ module beside the model file'),
    ...modulesIn(specs, "a module of monocheck's transcribed spec"),
  ];
}

function statOrNull(path: string): Stats | null {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}

const sameEntry = (a: Stats, b: Stats) => a.dev === b.dev && a.ino === b.ino;

/** The output's folders, innermost first, as the file system resolves them (from its nearest existing one up to the root). */
function resolvedFolders(path: string): Stats[] {
  let at = resolve(path);
  for (;;) {
    try {
      at = realpathSync.native(at);
      break;
    } catch {
      const parent = dirname(at);
      if (parent === at) return [];
      at = parent;
    }
  }
  const folders: Stats[] = [];
  for (;;) {
    const stats = statOrNull(at);
    if (stats !== null) folders.push(stats);
    const parent = dirname(at);
    if (parent === at) return folders;
    at = parent;
  }
}

/**
 * The sentence refusing `output` when it is one of `inputs`, or lies inside
 * an input folder (a checkpoint being recovered); null when it is neither.
 * A path that cannot be looked at is left to outputPathProblem.
 */
export function overwrittenInput(output: OutputPath, inputs: readonly InputPath[]): string | null {
  const target = statOrNull(output.path);
  const folders = resolvedFolders(output.path);
  for (const input of inputs) {
    const read = statOrNull(input.path);
    if (read === null) continue;
    const named = `${input.what} ${displayPath(input.path)}`;
    if (target !== null && sameEntry(read, target) && !read.isDirectory()) {
      return `${output.flag} ${output.path} would overwrite ${named}, which this run reads; give another path.`;
    }
    if (read.isDirectory() && folders.some((folder) => sameEntry(folder, read))) {
      return `${output.flag} ${output.path} would write inside ${named}, which this run reads; give a path outside it.`;
    }
  }
  return null;
}

/** The first output that would overwrite an input, as its sentence; null when none does. */
export function firstOverwrittenInput(outputs: readonly OutputPath[], inputs: readonly InputPath[]): string | null {
  for (const output of outputs) {
    const problem = overwrittenInput(output, inputs);
    if (problem !== null) return problem;
  }
  return null;
}
