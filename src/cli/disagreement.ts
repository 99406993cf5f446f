/**
 * monocheck's own exit code for `compare` and `trace --validate`: TLC (or a
 * trace file) and monocheck's transcription disagree. TLC uses 0, 10-14, 75-77,
 * 150-153 and 255; monocheck adds 1 for usage mistakes; 20 clashes with none.
 */
export const DISAGREEMENT_EXIT_CODE = 20;
