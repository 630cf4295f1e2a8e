import { cva } from 'class-variance-authority';
import { Button as AriaButton } from 'react-aria-components';
import type { FlagColor } from '../Flag/Flag.tsx';
import { Icon, type IconSource } from '../Icon/Icon.tsx';
import { StarGlyph } from '../private/icons/glyphs.tsx';
import { visuallyHidden } from '../private/visuallyHidden.css.ts';
import { Tooltip, type TooltipProps } from '../Tooltip/Tooltip.tsx';
import * as styles from './TagBadge.css.ts';

const tagClass = cva(styles.base, {
  variants: {
    background: styles.backgroundFlag,
    label: styles.labelFlag,
    highlighted: { true: styles.highlighted, false: '' },
    interactive: { true: styles.interactive, false: '' },
  },
});

type Premium =
  | { premium?: false; premiumLabel?: undefined }
  | {
      /** Adds the premium star after the title. */
      premium: true;
      /** Read after the title ("Premium"), since the star alone says nothing to a screen reader. */
      premiumLabel: string;
    };

export type TagBadgeProps = Premium & {
  /** catalogue.txt §3 Tag: title, icon (sprite, img or text), label and background flag colours, highlighted. */
  title: string;
  /** The tag's pictogram before the title: a sprite symbol, an image or a short text. */
  icon?: IconSource;
  /** Colours the tag's frame; the title keeps a legible text colour whatever the flag colour. */
  labelFlagColor?: FlagColor;
  /** Fills the tag with the flag colour and its text colour. */
  backgroundFlagColor?: FlagColor;
  /** The API's `highlighted` flag (catalogue.txt §3 Tag): the tag stands out. */
  highlighted?: boolean;
  /** member-and-shell.txt §3 Experience tag tooltip; the tag becomes focusable to show it. */
  tooltip?: Pick<TooltipProps, 'title' | 'description' | 'image'>;
  /**
   * Opens the tag's details (a modal); makes the tag a button. Called with the tag's element, the
   * pop-in's trigger, so focus can go back to it.
   */
  onPress?: (trigger: Element) => void;
};

/** An experience or accessibility tag (IMAX, 4DX, audio description...). */
export function TagBadge({
  title,
  icon,
  premium,
  premiumLabel,
  labelFlagColor,
  backgroundFlagColor,
  highlighted = false,
  tooltip,
  onPress,
}: TagBadgeProps) {
  const interactive = Boolean(tooltip || onPress);
  const className = tagClass({
    background: backgroundFlagColor,
    label: labelFlagColor,
    highlighted,
    interactive,
  });
  const dataAttributes = {
    'data-background-flag-color': backgroundFlagColor,
    'data-label-flag-color': labelFlagColor,
    'data-highlighted': highlighted || undefined,
  };
  const content = (
    <>
      {icon ? <Icon {...icon} /> : null}
      {title}
      {premium ? (
        <>
          <span className={backgroundFlagColor ? styles.premiumMarkOnFill : styles.premiumMark}>
            <StarGlyph />
          </span>
          <span className={visuallyHidden}> {premiumLabel}</span>
        </>
      ) : null}
    </>
  );
  if (!interactive) {
    return (
      <span className={className} {...dataAttributes}>
        {content}
      </span>
    );
  }
  const button = (
    <AriaButton
      className={className}
      onPress={onPress ? (event) => onPress(event.target) : undefined}
      {...dataAttributes}
    >
      {content}
    </AriaButton>
  );
  return tooltip ? <Tooltip {...tooltip}>{button}</Tooltip> : button;
}
