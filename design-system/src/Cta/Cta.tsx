import { Link as AriaLink } from 'react-aria-components';
import { buttonClass, type ButtonSize, type ButtonVariant } from '../Button/Button.tsx';
import { NewTabMarker, newTabAttributes, type LinkTarget } from '../Link/newTab.tsx';
import * as styles from './Cta.css.ts';

/** catalogue.txt §3 Cta type: yellow button, black button, booking. */
export const ctaTypes = ['yellowButton', 'blackButton', 'booking'] as const;

export type CtaType = (typeof ctaTypes)[number];

/** The Cta types are looks of the Button: the yellow button is the brand's primary fill. */
const variantForType: Record<CtaType, ButtonVariant> = {
  yellowButton: 'primary',
  blackButton: 'dark',
  booking: 'booking',
};

export type CtaProps = LinkTarget & {
  /** The link's text. */
  label: string;
  /** Where the link goes; same-tab links go through the app's router (LinkProvider). */
  url: string;
  /** The look: the yellow (brand primary) button, the black button, or booking. */
  type?: CtaType;
  /** The height and padding, as the Button's; `medium` by default. */
  size?: ButtonSize;
  /** Shown but not followed. */
  isDisabled?: boolean;
  /** Runs as the link is followed (an analytics event); the link still goes where it points. */
  onPress?: () => void;
};

/** A call to action (catalogue.txt §3 Cta: label, url, target, type): a link that looks like a button. */
export function Cta({ label, url, target, newTabHint, type = 'yellowButton', size, isDisabled, onPress }: CtaProps) {
  return (
    <AriaLink
      href={url}
      isDisabled={isDisabled}
      onPress={onPress}
      {...newTabAttributes(target)}
      className={buttonClass({ variant: variantForType[type], size })}
    >
      <span className={styles.label}>
        {label}
        <NewTabMarker hint={target === '_blank' ? newTabHint : undefined} />
      </span>
    </AriaLink>
  );
}
