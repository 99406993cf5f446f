/**
 * yargs' messages for command-line mistakes, said once and in monocheck's
 * words: yargs names an unknown flag in both spellings ("bogus-flag,
 * bogusFlag") and a flag without its dashes.
 */

const camelCase = (name: string) => name.replace(/-+([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** How the user typed `name`: `--bogus-flag`, `-x`, or null when it was no flag (an extra word). */
function typedFlag(name: string, argv: readonly string[]): string | null {
  for (const token of argv) {
    const flag = token.split('=')[0] as string;
    if (flag === `--${name}` || flag === `-${name}` || flag === `--no-${name}`) return flag;
  }
  return null;
}

function unknownArguments(names: readonly string[], argv: readonly string[]): string {
  // yargs adds the camel-case twin of every dashed name
  const once = names.filter((name) => !names.some((other) => other !== name && other.includes('-') && camelCase(other) === name));
  const flags = once.map((name) => typedFlag(name, argv)).filter((flag): flag is string => flag !== null);
  const words = once.filter((name) => typedFlag(name, argv) === null).map((name) => `'${name}'`);
  const parts = [];
  if (flags.length > 0) parts.push(`unknown flag${flags.length === 1 ? '' : 's'} ${flags.join(', ')}`);
  if (words.length > 0) parts.push(`unexpected argument${words.length === 1 ? '' : 's'} ${words.join(', ')}`);
  return `${parts.join('; ')}.`;
}

/**
 * The sentence for a yargs failure `message`, given the arguments as typed
 * and the commands' syntax (`check [model]`, `trace <file>`, ...).
 */
export function usageMessage(message: string, argv: readonly string[], commands: readonly string[]): string {
  const names = commands.map((syntax) => syntax.split(' ')[0] as string);
  const command = commands.find((syntax) => syntax.split(' ')[0] === argv[0]);
  const unknown = /^Unknown arguments?: (.*)$/s.exec(message);
  if (unknown) {
    if (command === undefined && argv[0] !== undefined && !argv[0].startsWith('-'))
      return `unknown command '${argv[0]}'; the commands are ${names.join(', ')}.`;
    return unknownArguments((unknown[1] as string).split(', '), argv);
  }
  const valueless = /^Not enough arguments following: (.*)$/.exec(message);
  if (valueless) return `${typedFlag(valueless[1] as string, argv) ?? `--${valueless[1]}`} needs a value.`;
  const choice = /^Invalid values:\s+Argument: (\S+), Given: (.*), Choices: (.*)$/s.exec(message);
  if (choice)
    return (
      `${typedFlag(choice[1] as string, argv) ?? `--${choice[1]}`} ${(choice[2] as string).replace(/^"(.*)"$/, "'$1'")} ` +
      `is not one of ${(choice[3] as string).replace(/"/g, '')}.`
    );
  if (/^Not enough non-option arguments/.test(message) && command !== undefined)
    return `missing argument: the command is \`monocheck ${command}\`.`;
  return message;
}
