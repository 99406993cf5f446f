/** The `collision chance` value of the summary: the estimate, and the width when it is not TLC's 64 bits. */
export function collisionChance(estimate: number, bits: number): string {
  return `${estimate.toExponential(1)} (TLC's optimistic fingerprint estimate${bits === 64 ? '' : `, ${bits}-bit fingerprints`})`;
}
