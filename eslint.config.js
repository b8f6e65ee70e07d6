import tseslint from 'typescript-eslint';

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
      'no-restricted-imports': ['error', { patterns: ['**/web/**', '**/server/**', 'react', 'fastify'] }],
    },
  },
  {
    // Features never import each other; routes (src/web/app) compose them.
    files: ['src/web/features/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['../../features/*', '**/features/*/**'] }],
    },
  },
);
