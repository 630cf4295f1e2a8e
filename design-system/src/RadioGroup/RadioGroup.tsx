import {
  Radio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import { Description, FieldError, Label } from '../Field/Field.tsx';
import { field } from '../Field/Field.css.ts';
import * as styles from './RadioGroup.css.ts';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

export interface RadioOption {
  /** The value submitted and reported when chosen. */
  value: string;
  /** The option's visible text. */
  label: string;
  /** Shown but cannot be chosen. */
  isDisabled?: boolean;
}

export interface RadioGroupProps extends Pick<
  AriaRadioGroupProps,
  'value' | 'defaultValue' | 'onChange' | 'name' | 'isDisabled' | 'isReadOnly' | 'isRequired' | 'isInvalid'
> {
  /** The group's visible name. */
  label: string;
  /** The choices, in order. */
  options: readonly RadioOption[];
  /** Options one below the other (`vertical`, the default) or side by side. */
  orientation?: RadioGroupOrientation;
  /** Help text under the options, read with the group. */
  description?: string;
  /** Shown, and announced with the group, while `isInvalid` is true. */
  errorMessage?: string;
}

/** One choice among a few visible options; arrow keys move the choice, as native radios do. */
export function RadioGroup({ label, options, description, errorMessage, orientation, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} orientation={orientation} className={`${field} ${styles.group}`}>
      <Label>{label}</Label>
      <div className={styles.options}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} isDisabled={option.isDisabled} className={styles.radio}>
            <span className={styles.circle} aria-hidden="true" />
            <span>{option.label}</span>
          </Radio>
        ))}
      </div>
      {description ? <Description>{description}</Description> : null}
      {errorMessage ? <FieldError>{errorMessage}</FieldError> : null}
    </AriaRadioGroup>
  );
}
