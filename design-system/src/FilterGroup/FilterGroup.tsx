import { useId, useState } from 'react';
import { Button as AriaButton, Checkbox, CheckboxGroup, Link } from 'react-aria-components';
import { Label } from '../Field/Field.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import { ScriptSwitch } from '../ScriptSwitch/ScriptSwitch.tsx';
import * as styles from './FilterGroup.css.ts';

export interface FilterOption {
  value: string;
  /** The chip's visible name: short ("VOST"). */
  label: string;
  /** What it means, in words ("Original version with subtitles"): the checkbox's description, and a line of the section's explanations. */
  description?: string;
}

export interface FilterGroupSection {
  /** The field name submitted with the form and the key in the selection, e.g. "languages". */
  key: string;
  label: string;
  options: readonly FilterOption[];
  /**
   * The summary of a disclosure under the chips listing what each described option means (issue 20:
   * short names, the words on demand); it works without JavaScript (a native details element).
   */
  explanationsLabel?: string;
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
   * apply as they are made, and only a browser that runs no scripts shows the submit button.
   */
  onChange?: (selection: FilterSelection) => void;
  /** Where the form submits (GET) without JavaScript; the current address by default. */
  action?: string;
  /** The submit button's text; with `onChange`, only a browser that runs no scripts shows it. */
  applyLabel: string;
  /** The reset button's (or link's) text. */
  resetLabel: string;
  /** The unfiltered address: the reset link of a browser that runs no scripts. */
  resetHref?: string;
  /**
   * On a phone, each section's chips in one row that scrolls sideways, so a long list (every genre
   * of a catalogue) does not push the page's content down a screen.
   */
  scrollOnPhone?: boolean;
}

const emptySelection = (sections: readonly FilterGroupSection[]): FilterSelection =>
  Object.fromEntries(sections.map((section) => [section.key, []]));

/** Keeps a section's values in option order, whatever order they were toggled in. */
const inOptionOrder = (section: FilterGroupSection, values: readonly string[]) =>
  section.options.map((option) => option.value).filter((value) => values.includes(value));

/**
 * Toggle chips for showtime filters (languages/versions, types/tags, genres). Without JavaScript it
 * is a GET form of checkboxes with a submit button and a reset link; with `onChange`, a browser
 * that runs scripts sees neither (from the server's HTML on: its controls are the hydrated page's)
 * and every toggle and the reset report the new selection at once.
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
  scrollOnPhone = false,
}: FilterGroupProps) {
  const idPrefix = useId();
  const descriptionId = (section: FilterGroupSection, option: FilterOption) =>
    `${idPrefix}-${section.key}-${option.value}`;
  const [ownSelection, setOwnSelection] = useState<FilterSelection>(defaultSelection ?? emptySelection(sections));
  const current = selection ?? ownSelection;
  const anySelected = Object.values(current).some((values) => values.length > 0);

  const choose = (next: FilterSelection) => {
    setOwnSelection(next);
    onChange?.(next);
  };

  const applyButton = (
    <AriaButton type="submit" className={styles.apply}>
      {applyLabel}
    </AriaButton>
  );
  const resetButton = (
    <AriaButton onPress={() => choose(emptySelection(sections))} className={styles.reset}>
      {resetLabel}
    </AriaButton>
  );
  const resetLink = (
    <Link href={resetHref} className={styles.reset}>
      {resetLabel}
    </Link>
  );

  return (
    <form method="get" action={action} aria-label={label} className={styles.form}>
      {sections.map((section) => {
        const described = section.options.filter((option) => option.description);
        return (
          <CheckboxGroup
            key={section.key}
            name={section.key}
            value={[...(current[section.key] ?? [])]}
            onChange={(values) => choose({ ...current, [section.key]: inOptionOrder(section, values) })}
            className={styles.group}
          >
            <Label>{section.label}</Label>
            <div className={scrollOnPhone ? `${styles.chips} ${styles.chipsScrollOnPhone}` : styles.chips}>
              {section.options.map((option) => (
                <Checkbox
                  key={option.value}
                  value={option.value}
                  className={styles.chip}
                  aria-describedby={option.description ? descriptionId(section, option) : undefined}
                >
                  <svg className={styles.tick} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                    <path d="m3 8.5 3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                  {option.label}
                </Checkbox>
              ))}
            </div>
            {section.explanationsLabel && described.length > 0 ? (
              // Small and muted as a field's description; each code bold, its words the chip's description.
              <details className={fieldStyles.description}>
                <summary className={styles.summary}>{section.explanationsLabel}</summary>
                <div className={styles.group}>
                  {described.map((option) => (
                    <span key={option.value}>
                      <b>{option.label}</b> <span id={descriptionId(section, option)}>{option.description}</span>
                    </span>
                  ))}
                </div>
              </details>
            ) : (
              described.map((option) => (
                <span key={option.value} id={descriptionId(section, option)} hidden>
                  {option.description}
                </span>
              ))
            )}
          </CheckboxGroup>
        );
      })}
      {onChange === undefined ? (
        <div className={styles.actions}>
          {applyButton}
          {resetHref === undefined ? resetButton : resetLink}
        </div>
      ) : (
        // With scripts a choice applies at once: the reset shows only once there is one to undo, and
        // no empty row of actions stands below the chips until then.
        <ScriptSwitch
          as="div"
          scripted={anySelected ? <div className={styles.actions}>{resetButton}</div> : null}
          plain={
            <div className={styles.actions}>
              {applyButton}
              {resetHref === undefined || !anySelected ? null : resetLink}
            </div>
          }
        />
      )}
    </form>
  );
}
