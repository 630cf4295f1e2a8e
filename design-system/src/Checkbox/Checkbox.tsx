import type { ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  type CheckboxFieldProps as AriaCheckboxFieldProps,
} from 'react-aria-components';
import { Description, FieldError } from '../Field/Field.tsx';
import { field } from '../Field/Field.css.ts';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps extends Pick<
  AriaCheckboxFieldProps,
  | 'isSelected'
  | 'defaultSelected'
  | 'onChange'
  | 'isIndeterminate'
  | 'name'
  | 'value'
  | 'isDisabled'
  | 'isReadOnly'
  | 'isRequired'
  | 'isInvalid'
  | 'autoFocus'
> {
  /** The visible label, which names the checkbox. */
  children: ReactNode;
  /** Help text under the checkbox, read with it. */
  description?: string;
  /** Shown, and announced with the checkbox, while `isInvalid` is true. */
  errorMessage?: string;
}

/** A native checkbox (it submits with a form) drawn as a box with a tick. */
export function Checkbox({ children, description, errorMessage, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} className={field}>
      <CheckboxButton className={styles.checkbox}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? (
                <svg className={styles.mark} viewBox="0 0 16 16" focusable="false">
                  <path d="M4 8h8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              ) : isSelected ? (
                <svg className={styles.mark} viewBox="0 0 16 16" focusable="false">
                  <path d="m3 8.5 3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              ) : null}
            </span>
            <span>{children}</span>
          </>
        )}
      </CheckboxButton>
      {description ? <Description>{description}</Description> : null}
      {errorMessage ? <FieldError>{errorMessage}</FieldError> : null}
    </CheckboxField>
  );
}
