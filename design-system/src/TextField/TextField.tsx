import { TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { Description, FieldError, Input, Label } from '../Field/Field.tsx';
import { field } from '../Field/Field.css.ts';

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

/** A single-line text input with its label, help text and error message. */
export function TextField({ label, description, errorMessage, placeholder, type = 'text', ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} type={type} className={field}>
      <Label>{label}</Label>
      <Input placeholder={placeholder} />
      {description ? <Description>{description}</Description> : null}
      {errorMessage ? <FieldError>{errorMessage}</FieldError> : null}
    </AriaTextField>
  );
}
