/**
 * A spec of its own beside its model file, with no Monopoly in it (the
 * die-hard jugs: a big one reaches 4 gallons in 7 states), written into a
 * folder as a user would keep it: `Jugs.tla` beside `Jugs.cfg`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const JUGS_MODULE = `---- MODULE Jugs ----
EXTENDS Naturals
VARIABLES small, big
Init == small = 0 /\\ big = 0
FillSmall == small' = 3 /\\ big' = big
FillBig == big' = 5 /\\ small' = small
EmptySmall == small' = 0 /\\ big' = big
EmptyBig == big' = 0 /\\ small' = small
SmallToBig == IF big + small =< 5 THEN big' = big + small /\\ small' = 0 ELSE big' = 5 /\\ small' = small - (5 - big)
BigToSmall == IF big + small =< 3 THEN small' = big + small /\\ big' = 0 ELSE small' = 3 /\\ big' = big - (3 - small)
Next == FillSmall \\/ FillBig \\/ EmptySmall \\/ EmptyBig \\/ SmallToBig \\/ BigToSmall
NotFour == big /= 4
====
`;

/** Writes Jugs.tla and Jugs.cfg (INIT, NEXT, INVARIANT NotFour) into `folder`; the model file's path. */
export function writeJugs(folder: string): string {
  writeFileSync(join(folder, 'Jugs.tla'), JUGS_MODULE);
  const model = join(folder, 'Jugs.cfg');
  writeFileSync(model, 'INIT Init\nNEXT Next\nINVARIANT NotFour\n');
  return model;
}
