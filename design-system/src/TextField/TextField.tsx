import { useRef } from 'react';
import { TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { Description, FieldError, Input, Label } from '../Field/Field.tsx';
import { field } from '../Field/Field.css.ts';
import { useTypedValue } from '../private/fields/useTypedValue.ts';

export const textFieldTypes = ['text', 'email', 'tel', 'password', 'url'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps extends Pick<
  AriaTextFieldProps,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'name'
  | 'autoComplete'
  | 'isDisabled'
  | 'isReadOnly'
  | 'isRequired'
  | 'isInvalid'
  | 'autoFocus'
  | 'inputMode'
> {
  /** The field's visible name. */
  label: string;
  /** The input type, which picks the mobile keyboard and the browser's autofill. */
  type?: TextFieldType;
  /** An example of what to type; never a replacement for the label. */
  placeholder?: string;
  /** Help text under the field, read with it. */
  description?: string;
  /** Shown, and announced with the field, while `isInvalid` is true. */
  errorMessage?: string;
}

/**
 * A single-line text input with its label, help text and error message. What the visitor typed
 * before the page hydrated is kept, and reported through `onChange` (useTypedValue).
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  type = 'text',
  value,
  defaultValue,
  onChange,
  ...props
}: TextFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [typed, onTyped] = useTypedValue(input, { value, defaultValue, onChange });
  return (
    <AriaTextField {...props} value={typed} onChange={onTyped} type={type} className={field}>
      <Label>{label}</Label>
      <Input placeholder={placeholder} ref={input} />
      {description ? <Description>{description}</Description> : null}
      {errorMessage ? <FieldError>{errorMessage}</FieldError> : null}
    </AriaTextField>
  );
}
