/**
 * Tiny TLA+ specs compiled in the test's thread.
 */
import { compileSpec, type CompiledSpec } from '../../src/tla/compile/compile-spec.js';
import { inlineSource } from './tla-specs.js';

const DEFAULT_CFG = 'INIT Init\nNEXT Next\n';

/** A module M extending the standard modules most tests need, with `body` inside. */
function moduleOf(body: string): string {
  return `---- MODULE M ----\nEXTENDS Naturals, Integers, Sequences, FiniteSets, TLC\n${body}\n====\n`;
}

export async function compileBody(body: string, cfg = DEFAULT_CFG): Promise<CompiledSpec> {
  return compileSpec(inlineSource({ M: moduleOf(body) }, cfg));
}
