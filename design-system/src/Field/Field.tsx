import type { ReactNode, Ref } from 'react';
import {
  FieldError as AriaFieldError,
  Input as AriaInput,
  Label as AriaLabel,
  Text,
  type InputProps as AriaInputProps,
} from 'react-aria-components';
import { control } from '../private/fields/control.css.ts';
import { ErrorGlyph } from '../private/icons/index.ts';
import * as styles from './Field.css.ts';

/*
 * The primitives every form control is built from (STYLE.md practice 7). They take their ids and
 * ARIA wiring from the react-aria field they sit in (TextField, SearchField, Select, RadioGroup...),
 * so the label names the control and the description and error describe it without manual ids.
 */

export interface LabelProps {
  /** The label's text. */
  children: ReactNode;
}

/** The visible name of the field it sits in. */
export function Label({ children }: LabelProps) {
  return <AriaLabel className={styles.label}>{children}</AriaLabel>;
}

export interface DescriptionProps {
  /** The help text. */
  children: ReactNode;
}

/** Help text, read after the label through aria-describedby. */
export function Description({ children }: DescriptionProps) {
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

export interface FieldErrorProps {
  /** What is wrong and how to fix it. */
  children: ReactNode;
}

/** The error message; shown only while the field is invalid, and then part of its description. */
export function FieldError({ children }: FieldErrorProps) {
  return (
    <AriaFieldError className={styles.error}>
      <span className={styles.errorIcon}>
        <ErrorGlyph />
      </span>
      <span>{children}</span>
    </AriaFieldError>
  );
}

export type InputProps = Pick<AriaInputProps, 'placeholder'> & { ref?: Ref<HTMLInputElement> };

/** The text box of a TextField or SearchField. */
export function Input(props: InputProps) {
  return <AriaInput {...props} className={control} />;
}
