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
      'no-restricted-syntax': [
        'error',
        {
          // One clock (decision 0025): "now" is the page's, the request's or the API's injected clock.
          selector: "CallExpression[callee.name='dayjs'][arguments.length=0]",
          message: 'dayjs() reads the real clock: pass the page’s or the request’s `now` (decision 0025).',
        },
        {
          // decision 0034: dayjs's zoned values follow the machine's zone near its DST changes.
          selector: "CallExpression[callee.property.name='tz'][callee.object.name!='dayjs']",
          message: 'Use inZone/zonedTimeToInstant from @marquee/data: dayjs .tz() values depend on the machine zone.',
        },
      ],
    },
  },
  {
    // The demo's third-party widgets and reCAPTCHA stand-in (decisions 0056, 0059): classic browser scripts, served as written.
    files: ['apps/api/src/demo/widgets/*.js'],
    languageOptions: { sourceType: 'script', globals: globals.browser },
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
