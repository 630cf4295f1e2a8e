// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      'storybook-static/**',
      '**/.react-router/**',
      'reports/**',
      'test-results/**',
      '**/.data/**',
      '.vitest/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'visual-tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // The design system is reusable by other products: it never reaches into data, pages or apps.
    files: ['design-system/**/*.{ts,tsx}', 'themes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@marquee/data', '@marquee/data/*', '@marquee/pages', '@marquee/pages/*', '@marquee/site'],
              message: 'design-system and themes must not import data, pages or apps (ARCHITECTURE.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['data/**/*.ts', 'pages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@marquee/site', '@marquee/api'], message: 'Nothing imports from apps/* (ARCHITECTURE.md).' },
          ],
        },
      ],
    },
  },
  prettier,
);
