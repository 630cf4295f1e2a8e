import { cva } from 'class-variance-authority';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { glyph } from '../private/icons/glyphs.css.ts';
import { visuallyHidden } from '../private/visuallyHidden.css.ts';
import * as styles from './LanguageSwitch.css.ts';

/** `vertical`: the language switch pop-in; `horizontal`: the footer's language buttons. */
export const languageSwitchOrientations = ['vertical', 'horizontal'] as const;
export type LanguageSwitchOrientation = (typeof languageSwitchOrientations)[number];

/**
 * `name`: each language's name ("Nederlands"); `code`: its code ("NL") where room is short (the
 * desktop header), the name following for assistive technology, so the accessible name starts
 * with the visible code (WCAG 2.5.3 label in name).
 */
export const languageSwitchLabelStyles = ['name', 'code'] as const;
export type LanguageSwitchLabelStyle = (typeof languageSwitchLabelStyles)[number];

export interface LanguageOption {
  /** The language code, e.g. "nl"; it also marks the label's language for screen readers. */
  code: string;
  /** The language's name in that language, e.g. "Nederlands". */
  label: string;
  /** The same page in this language; without it the option is a button. */
  href?: string;
}

export interface LanguageSwitchProps {
  /** Names the list, e.g. "Language". */
  label: string;
  /** The languages of the current website. */
  languages: readonly LanguageOption[];
  /** The code of the page's language, marked as current. */
  currentLanguage: string;
  /** Called when another language is chosen (e.g. to set the language cookie before the redirect). */
  onChange?: (language: string) => void;
  /** `vertical` in the language pop-in, `horizontal` in the footer. */
  orientation?: LanguageSwitchOrientation;
  /** `name` by default; `code` where room is short. */
  labelStyle?: LanguageSwitchLabelStyle;
}

const listClass = cva(styles.list, {
  variants: { orientation: styles.orientation },
  defaultVariants: { orientation: 'vertical' },
});

const optionClass = cva(styles.option, {
  variants: { labelStyle: styles.labelStyle },
  defaultVariants: { labelStyle: 'name' },
});

/**
 * The languages of the current website, the current one marked (member-and-shell.txt §2 Other
 * pop-ins). Each language is a link or a button rather than a radio: choosing one leaves the
 * page, and arrow keys in a radio group would choose while merely moving (WCAG 3.2.2).
 */
export function LanguageSwitch({
  label,
  languages,
  currentLanguage,
  onChange,
  orientation,
  labelStyle = 'name',
}: LanguageSwitchProps) {
  return (
    <ul aria-label={label} className={listClass({ orientation })}>
      {languages.map((language) => {
        const isCurrent = language.code === currentLanguage;
        const choose = () => {
          if (!isCurrent) onChange?.(language.code);
        };
        const content =
          labelStyle === 'code' ? (
            <>
              <span className={styles.code}>{language.code.toLocaleUpperCase()}</span>
              <span className={visuallyHidden} lang={language.code}>
                {` ${language.label}`}
              </span>
            </>
          ) : (
            <>
              <span lang={language.code}>{language.label}</span>
              {isCurrent ? <CheckGlyph /> : null}
            </>
          );
        return (
          <li key={language.code} className={styles.entry}>
            {language.href ? (
              <AriaLink
                href={language.href}
                aria-current={isCurrent ? 'true' : undefined}
                onPress={choose}
                className={optionClass({ labelStyle })}
              >
                {content}
              </AriaLink>
            ) : (
              <AriaButton
                aria-current={isCurrent ? 'true' : undefined}
                onPress={choose}
                className={optionClass({ labelStyle })}
              >
                {content}
              </AriaButton>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Shows the current language by shape as well as weight; `aria-current` says it to assistive technology. */
function CheckGlyph() {
  return (
    <svg className={`${glyph} ${styles.check}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="m5 12.5 4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
