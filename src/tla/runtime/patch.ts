/** `x' = [x EXCEPT ![key] = value]` kept as the change alone: one per variable of a program, reused for every successor. */
export class Patch {
  key: unknown = 0;
  value: unknown = 0;
}
