import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { Description, FieldError, Label } from '../Field/Field.tsx';
import { field } from '../Field/Field.css.ts';
import { control } from '../private/fields/control.css.ts';
import * as styles from './Select.css.ts';

export interface SelectOption {
  /** The value submitted and reported when chosen. */
  id: string;
  /** The option's visible text. */
  label: string;
  /** Listed but cannot be chosen. */
  isDisabled?: boolean;
}

export interface SelectProps extends Pick<
  AriaSelectProps<SelectOption>,
  'name' | 'isDisabled' | 'isRequired' | 'isInvalid' | 'autoFocus' | 'onOpenChange'
> {
  /** The field's visible name. */
  label: string;
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** The chosen option's id, or null for none (controlled). */
  value?: string | null;
  /** The option chosen at first, when the field keeps the choice itself (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the chosen option's id. */
  onChange?: (value: string | null) => void;
  /** Shown on the button while nothing is chosen. */
  placeholder?: string;
  /** Help text under the field, read with it. */
  description?: string;
  /** Shown, and announced with the field, while `isInvalid` is true. */
  errorMessage?: string;
}

/** Choose one option from a list that opens below a button; submits `name` natively in a form. */
export function Select({
  label,
  options,
  onChange,
  placeholder,
  description,
  errorMessage,
  value,
  defaultValue,
  ...props
}: SelectProps) {
  const disabledKeys = options.filter((option) => option.isDisabled).map((option) => option.id);
  return (
    <AriaSelect
      {...props}
      // react-aria reads `undefined` as "uncontrolled": pass the pair only when the caller did.
      {...(value !== undefined ? { value } : {})}
      {...(defaultValue !== undefined ? { defaultValue } : {})}
      onChange={onChange ? (key: Key | null) => onChange(key === null ? null : String(key)) : undefined}
      placeholder={placeholder}
      disabledKeys={disabledKeys}
      className={`${field} ${styles.root}`}
    >
      {({ isInvalid }) => (
        <>
          <Label>{label}</Label>
          <AriaButton
            className={`${control} ${styles.trigger}`}
            // react-aria keeps the invalid state on its hidden native select; the trigger is what screen
            // readers reach, and they announce aria-invalid on it (axe accepts it as a global attribute).
            // eslint-disable-next-line jsx-a11y/role-supports-aria-props -- see above
            render={(buttonProps) => <button {...buttonProps} aria-invalid={isInvalid || undefined} />}
          >
            {/* The chosen option's words only: its check mark (in the list) would leave a gap before them. */}
            <SelectValue className={styles.value}>
              {({ isPlaceholder, selectedText, defaultChildren }) => (isPlaceholder ? defaultChildren : selectedText)}
            </SelectValue>
            <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
            </svg>
          </AriaButton>
          {description ? <Description>{description}</Description> : null}
          {errorMessage ? <FieldError>{errorMessage}</FieldError> : null}
          <Popover className={styles.popover} offset={4}>
            <ListBox className={styles.listBox} items={options}>
              {(option) => (
                <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
                  <svg className={styles.check} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                    <path
                      d="m3 8.5 3 3 7-7"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.75"
                      strokeLinecap="round"
                    />
                  </svg>
                  {option.label}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </>
      )}
    </AriaSelect>
  );
}
