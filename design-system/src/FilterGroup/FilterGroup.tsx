import { useState } from 'react';
import { Button as AriaButton, Checkbox, CheckboxGroup, Link } from 'react-aria-components';
import { Label } from '../Field/Field.tsx';
import { useHydrated } from '../private/fields/useHydrated.ts';
import * as styles from './FilterGroup.css.ts';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterGroupSection {
  /** The field name submitted with the form and the key in the selection, e.g. "languages". */
  key: string;
  label: string;
  options: readonly FilterOption[];
}

/** The chosen values per section key. */
export type FilterSelection = Readonly<Record<string, readonly string[]>>;

export interface FilterGroupProps {
  /** Names the form, e.g. "Filter showtimes". */
  label: string;
  /** The groups of choices (versions, experiences, genres), each with its options. */
  sections: readonly FilterGroupSection[];
  /** The chosen values per section key (controlled). */
  selection?: FilterSelection;
  /** The values chosen at first, when the group keeps the choice itself (uncontrolled). */
  defaultSelection?: FilterSelection;
  /**
   * member-and-shell.txt §4: each choice toggles a value; reset clears them all. With it, choices
   * apply as they are made and the submit button goes away once JavaScript runs.
   */
  onChange?: (selection: FilterSelection) => void;
  /** Where the form submits (GET) without JavaScript; the current address by default. */
  action?: string;
  /** The submit button's text, shown only until JavaScript runs with `onChange`. */
  applyLabel: string;
  /** The reset button's (or link's) text. */
  resetLabel: string;
  /** The unfiltered address: the reset link without JavaScript. */
  resetHref?: string;
}

const emptySelection = (sections: readonly FilterGroupSection[]): FilterSelection =>
  Object.fromEntries(sections.map((section) => [section.key, []]));

/** Keeps a section's values in option order, whatever order they were toggled in. */
const inOptionOrder = (section: FilterGroupSection, values: readonly string[]) =>
  section.options.map((option) => option.value).filter((value) => values.includes(value));

/**
 * Toggle chips for showtime filters (languages/versions, types/tags, genres). Without JavaScript it
 * is a GET form of checkboxes with a submit button and a reset link; with JavaScript and `onChange`
 * every toggle and the reset report the new selection at once.
 */
export function FilterGroup({
  label,
  sections,
  selection,
  defaultSelection,
  onChange,
  action,
  applyLabel,
  resetLabel,
  resetHref,
}: FilterGroupProps) {
  const [ownSelection, setOwnSelection] = useState<FilterSelection>(defaultSelection ?? emptySelection(sections));
  const current = selection ?? ownSelection;
  const enhanced = useHydrated() && onChange !== undefined;

  const choose = (next: FilterSelection) => {
    setOwnSelection(next);
    onChange?.(next);
  };

  return (
    <form method="get" action={action} aria-label={label} className={styles.form}>
      {sections.map((section) => (
        <CheckboxGroup
          key={section.key}
          name={section.key}
          value={[...(current[section.key] ?? [])]}
          onChange={(values) => choose({ ...current, [section.key]: inOptionOrder(section, values) })}
          className={styles.group}
        >
          <Label>{section.label}</Label>
          <div className={styles.chips}>
            {section.options.map((option) => (
              <Checkbox key={option.value} value={option.value} className={styles.chip}>
                <svg className={styles.tick} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <path d="m3 8.5 3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
                {option.label}
              </Checkbox>
            ))}
          </div>
        </CheckboxGroup>
      ))}
      <div className={styles.actions}>
        {enhanced ? null : (
          <AriaButton type="submit" className={styles.apply}>
            {applyLabel}
          </AriaButton>
        )}
        {enhanced || resetHref === undefined ? (
          <AriaButton onPress={() => choose(emptySelection(sections))} className={styles.reset}>
            {resetLabel}
          </AriaButton>
        ) : (
          <Link href={resetHref} className={styles.reset}>
            {resetLabel}
          </Link>
        )}
      </div>
    </form>
  );
}
