import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ScriptSwitch, Select } from '@marquee/design-system';
import * as styles from './showtimes.css.ts';

export interface LocalisationOption {
  slug: string;
  name: string;
}

export interface LocalisationFormProps {
  cinemas: readonly LocalisationOption[];
  /** The option without a cinema: every cinema, or the locator's choice when there is one ("Paris (your choice)"). */
  allLabel: string;
  selected: string | undefined;
  /** The page's address without filters: the form submits there (GET `?localisation=...`), and the site writes the filters address. */
  action: string;
  /** The other filters of the address, posted along so the submission keeps them. */
  hidden: Readonly<Record<string, string>>;
  /** With JavaScript: the choice applies at once (null: every cinema). */
  onChange?: (slug: string | null) => void;
  /**
   * With JavaScript, the list's last option ("Another city, my location…"), opening the locator
   * pop-in from the field's button (focus comes back to it): the one cinema choice of the block
   * (issue 20). A browser that runs no scripts has no locator, and no such option.
   */
  otherPlace?: { label: string; open: (trigger: Element | null) => void };
}

const allValue = '';
const otherPlaceValue = '.locator';

/**
 * The choice of cinema among those showing the film (member-and-shell.txt §2 Filters in the
 * address: localisation). A browser that runs scripts shows the design system's Select, applying
 * at once (from the server's HTML on); one that runs none, a native select and a submit button.
 * Cities, positions and favourites are the locator's (issue 10): with no cinema chosen here, the
 * showtimes follow the locator's choice, and the list's last option opens the locator (issue 20:
 * one cinema choice, not a "Showtimes for: Paris [Change]" line above a cinema field).
 */
export function LocalisationForm({
  cinemas,
  allLabel,
  selected,
  action,
  hidden,
  onChange,
  otherPlace,
}: LocalisationFormProps) {
  const { t } = useTranslation();
  const scriptedForm = useRef<HTMLFormElement>(null);
  const options = [
    { id: allValue, label: allLabel },
    ...cinemas.map((cinema) => ({ id: cinema.slug, label: cinema.name })),
  ];
  const plain = (
    <form method="get" action={action} className={styles.localisation}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className={styles.nativeField}>
        <span className={styles.nativeLabel}>{t('films.show.localisation.label')}</span>
        <select name="localisation" defaultValue={selected ?? allValue} className={styles.nativeSelect}>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={styles.submit}>
        {t('films.show.localisation.submit')}
      </button>
    </form>
  );
  if (!onChange) return plain;
  return (
    <ScriptSwitch
      as="div"
      plain={plain}
      scripted={
        <form
          ref={scriptedForm}
          method="get"
          action={action}
          className={styles.localisation}
          onSubmit={(event) => event.preventDefault()}
        >
          <Select
            name="localisation"
            label={t('films.show.localisation.label')}
            options={otherPlace ? [...options, { id: otherPlaceValue, label: otherPlace.label }] : options}
            value={selected ?? allValue}
            onChange={(value) => {
              if (value !== otherPlaceValue) return onChange(value ? value : null);
              // The list closes and gives focus back to its button first; the pop-in then opens from it.
              const trigger = scriptedForm.current?.querySelector('button') ?? null;
              requestAnimationFrame(() => otherPlace?.open(trigger));
            }}
          />
        </form>
      }
    />
  );
}
