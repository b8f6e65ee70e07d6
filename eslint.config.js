import tseslint from 'typescript-eslint';

/** Code that reaches the browser uses zod/mini: the same zod, but a bundle keeps only what it uses. */
const zodMini = { name: 'zod', message: "Use 'zod/mini' in code that reaches the browser (docs/decisions/2026-11-23-api-contracts.md)." };

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'bench/results/**', 'coverage/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Shared code is pure: it imports nothing from the web app or the server.
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [zodMini], patterns: ['**/web/**', '**/server/**', 'react', 'fastify'] }],
    },
  },
  {
    files: ['src/web/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [zodMini] }],
    },
  },
  {
    // Features never import each other; routes (src/web/app) compose them.
    files: ['src/web/features/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [zodMini], patterns: ['../../features/*', '**/features/*/**'] }],
    },
  },
);
