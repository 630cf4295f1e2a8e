import { useRef } from 'react';
import {
  Button as AriaButton,
  Input as AriaInput,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components';
import { Description, FieldError, Label } from '../Field/Field.tsx';
import { field } from '../Field/Field.css.ts';
import { control } from '../private/fields/control.css.ts';
import { useTypedValue } from '../private/fields/useTypedValue.ts';
import * as styles from './SearchField.css.ts';

export interface SearchFieldProps extends Pick<
  AriaSearchFieldProps,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onSubmit'
  | 'onClear'
  | 'name'
  | 'isDisabled'
  | 'isInvalid'
  | 'isRequired'
  | 'autoFocus'
> {
  /** The field's visible name. */
  label: string;
  /** The accessible name of the clear button (it shows only an icon). */
  clearLabel: string;
  /** An example of what to type; never a replacement for the label. */
  placeholder?: string;
  /** Help text under the field, read with it. */
  description?: string;
  /** Shown, and announced with the field, while `isInvalid` is true. */
  errorMessage?: string;
}

/**
 * A search box: Enter submits (`onSubmit`), Escape or the clear button empties it (`onClear`).
 * Inside a `<form role="search">` it also submits natively without JavaScript. What the visitor
 * typed before the page hydrated is kept, and reported through `onChange` (useTypedValue).
 */
export function SearchField({
  label,
  clearLabel,
  placeholder,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  ...props
}: SearchFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [typed, onTyped] = useTypedValue(input, { value, defaultValue, onChange });
  return (
    <AriaSearchField {...props} value={typed} onChange={onTyped} className={`${field} ${styles.root}`}>
      <Label>{label}</Label>
      <div className={styles.box}>
        <svg className={styles.searchIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" strokeWidth="1.75" />
          <path d="m11 11 3.5 3.5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
        <AriaInput ref={input} placeholder={placeholder} className={`${control} ${styles.input}`} />
        <AriaButton aria-label={clearLabel} className={styles.clear}>
          <svg className={styles.clearIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="m4 4 8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
          </svg>
        </AriaButton>
      </div>
      {description ? <Description>{description}</Description> : null}
      {errorMessage ? <FieldError>{errorMessage}</FieldError> : null}
    </AriaSearchField>
  );
}
