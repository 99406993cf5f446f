/**
 * Text that came from outside (a model file, a trace, a replay script, a
 * request body) shown back to a person: every control character escaped, so
 * no input can move the cursor, clear the screen or retitle the terminal, and
 * at most a short excerpt, so no input comes back whole.
 */

/** The longest excerpt of an input that a message quotes. */
export const EXCERPT_LIMIT = 60;

// C0 controls, DEL, C1 controls, and the Unicode line/paragraph separators and bidi overrides that reorder what a terminal shows
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** The text with every control character written as an escape (`\x1b`, `\n`, `\u202e`). */
export function escapeControl(text: string): string {
  return text.replace(UNSAFE, (character) => {
    switch (character) {
      case '\n':
        return '\\n';
      case '\r':
        return '\\r';
      case '\t':
        return '\\t';
      default: {
        const code = character.charCodeAt(0);
        return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
      }
    }
  });
}

/**
 * At most `limit` characters of the text, escaped; a longer text is cut and
 * says how long it was: `123456789012... (1,000,000 characters)`.
 */
export function excerpt(text: string, limit = EXCERPT_LIMIT): string {
  if (text.length <= limit) return escapeControl(text);
  return `${escapeControl(text.slice(0, limit))}... (${text.length.toLocaleString('en-US')} characters)`;
}
