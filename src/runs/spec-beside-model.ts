/**
 * The spec beside a model file is the spec that is checked. TLC reads the TLA+
 * modules in the .cfg's folder; monocheck checks its transcription of the
 * modules in its own specs/ folder, whatever those say. So when a model file
 * has modules of the same names beside it, they are compared with monocheck's
 * copies, definition by definition (comments and layout aside): an edited
 * definition means monocheck would answer for a spec the user no longer has.
 */
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { InputReadError, readUserFile } from '../input/read-text.js';
import { excerpt } from '../input/quote.js';
import { dirname, join, resolve } from 'node:path';
import { compareModules, isSameModule, parseTlaModule, type ModuleDifference } from '../tlc/tla-module.js';
import { displayPath } from './display-path.js';
import { defaultModelPath, loadModel, type ModelOverrides, type ResolvedModel } from './model-config.js';

/** The modules beside a model file differ from the transcribed spec (TLC's exit code 150, a spec error). */
export class SpecChangedError extends Error {
  constructor(
    message: string,
    /** Each module's differences, a clause each: `Monopoly.tla: EndTurn and TurnValid differ`. */
    readonly findings: readonly string[] = [],
  ) {
    super(message);
    this.name = 'SpecChangedError';
  }
}

/** The modules beside a model differ from the transcribed spec, which the transcribed engine was asked to check: `findings` says how. */
export class TranscribedSpecEditedError extends SpecChangedError {
  constructor(findings: readonly string[]) {
    super(
      `${findings.join('; ')}: the transcribed engine checks the original spec only; ` +
        `load it with engine 'auto' or 'compiled' to check the modules beside the model.`,
      findings,
    );
  }
}

export interface SpecBeside {
  /** The modules beside the model file that were compared with the transcribed spec. */
  readonly compared: readonly string[];
}

/** A module beside the model file that is not byte for byte monocheck's copy (or that cannot be read: `unreadable` says why). */
interface EditedModule {
  readonly path: string;
  readonly text: string;
  readonly original: string;
  readonly unreadable?: string;
}

/** The folder of the modules monocheck transcribes (specs/ in the package). */
export function transcribedSpecDirectory(): string {
  return dirname(defaultModelPath());
}

/** The module files the transcription covers: every .tla file in specs/. */
export function transcribedModules(): string[] {
  return readdirSync(transcribedSpecDirectory())
    .filter((name) => name.endsWith('.tla'))
    .sort();
}

/**
 * Compares the TLA+ modules beside `modelPath` with the transcribed spec.
 * Throws SpecChangedError naming the definitions that differ (the compiled
 * engine then checks them: see runs/spec/load-spec.ts). Files identical to
 * monocheck's copies need no parse.
 */
export async function checkSpecBeside(modelPath: string): Promise<SpecBeside> {
  const folder = dirname(resolve(modelPath));
  const ours = transcribedSpecDirectory();
  // a model file that cannot be read is the loader's to report (exit 151)
  if (!existsSync(modelPath) || sameFolder(folder, ours)) return { compared: [] };
  const compared: string[] = [];
  const edited: EditedModule[] = [];
  for (const name of transcribedModules()) {
    const path = join(folder, name);
    if (!existsSync(path)) continue;
    compared.push(path);
    const original = readFileSync(join(ours, name), 'utf8');
    const text = readModule(path);
    if (typeof text !== 'string') edited.push({ path, text: '', original, unreadable: text.reason });
    else if (text !== original) edited.push({ path, text, original });
  }
  const findings: string[] = [];
  for (const module of edited) {
    const finding = await describeEdit(module);
    if (finding !== null) findings.push(finding);
  }
  if (findings.length === 0) return { compared };
  throw new TranscribedSpecEditedError(findings);
}

/**
 * Reads and resolves the model file at `path` (see loadModel), then checks that the
 * spec beside it is the transcribed one. Throws ModelFileError or SpecChangedError.
 */
export async function loadModelBeside(path: string, overrides: ModelOverrides): Promise<ResolvedModel> {
  const resolved = loadModel(path, overrides);
  await checkSpecBeside(path);
  return resolved;
}

/** The text of a module beside the model file, or why it cannot be read (a folder, too large, no permission). */
function readModule(path: string): string | InputReadError {
  try {
    return readUserFile(path, 'the module', 'module');
  } catch (error) {
    if (error instanceof InputReadError) return error;
    throw error;
  }
}

/** What differs in one edited module, as a clause naming it; null when only comments or layout changed. */
async function describeEdit(module: EditedModule): Promise<string | null> {
  const where = displayPath(module.path);
  if (module.unreadable !== undefined)
    return `${where}: cannot be read (${module.unreadable}), so it cannot be compared with the transcribed spec`;
  const edited = await parseTlaModule(module.text);
  if (edited.syntaxError !== null) {
    return (
      `${where}:${edited.syntaxError.line}:${edited.syntaxError.column}: ${edited.syntaxError.reason}, ` +
      `so it cannot be compared with the transcribed spec`
    );
  }
  const difference = compareModules(await parseTlaModule(module.original), edited);
  return isSameModule(difference) ? null : `${where}: ${describeDifference(difference)}`;
}

/** "EndTurn and Next differ from the transcribed spec, Bonus is not in it and Pay is missing". */
export function describeDifference(difference: ModuleDifference): string {
  const clauses: string[] = [];
  const { changed, added, removed } = difference;
  if (changed.length > 0) clauses.push(`${listOf(changed)} ${changed.length === 1 ? 'differs' : 'differ'} from the transcribed spec`);
  if (added.length > 0) clauses.push(`${listOf(added)} ${added.length === 1 ? 'is' : 'are'} not in the transcribed spec`);
  if (removed.length > 0) clauses.push(`${listOf(removed)} of the transcribed spec ${removed.length === 1 ? 'is' : 'are'} missing`);
  return clauses.join(', ');
}

/** `A`, `A and B`, `A, B and C`; names from the edited module are excerpts, and at most ten are named. */
function listOf(names: readonly string[]): string {
  const named = names.slice(0, names.length > 10 ? 9 : 10).map((name) => excerpt(name, 40));
  if (names.length > 10) named.push(`${names.length - 9} more`);
  return named.length === 1 ? named[0]! : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
}

function sameFolder(a: string, b: string): boolean {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return false;
  }
}
