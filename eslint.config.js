// ESLint with typescript-eslint's type-aware rules, run by `npm run lint`.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'node_modules/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // the Node code and the pages' browser code are two programs (their own globals and types)
      parserOptions: { project: ['./tsconfig.json', './tsconfig.browser.json'], tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // an async method implementing an asynchronous interface (a transport) may have nothing to wait for
      '@typescript-eslint/require-await': 'off',
      // `const { seconds: _seconds, ...rest } = x` drops a key; a leading underscore says "unused on purpose"
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // a spread argument is one argument a element, and a long array overflows the stack (trace --format tlc of 130,000 states did)
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(push|unshift|splice|max|min|fromCharCode|fromCodePoint)$/] > SpreadElement',
          message:
            'No spread arguments to push, unshift, splice, Math.max, Math.min or String.fromCharCode: a long array overflows the stack; use a loop, concat or reduce.',
        },
      ],
    },
  },
  {
    // tests read the command line's JSON output: a value of the wrong shape fails the expectation that reads it
    files: ['test/**/*.ts'],
    rules: {
      // they match the terminal's colour escapes and columns aligned with spaces, as printed
      'no-control-regex': 'off',
      'no-regex-spaces': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    // the scripts, this file and vitest's configuration are outside the TypeScript programs
    files: ['**/*.mjs', '**/*.js', 'vitest*.config.ts'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
);
