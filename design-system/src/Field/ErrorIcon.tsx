import { errorIcon } from './Field.css.ts';

/** Marks an error message by shape as well as colour (WCAG 1.4.1). */
export function ErrorIcon() {
  return (
    <svg className={errorIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 4.5v4.5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      <circle cx="8" cy="11.5" r="1" fill="currentColor" />
    </svg>
  );
}
