import { cva } from 'class-variance-authority';
import * as styles from './Icon.css.ts';

export const iconTypes = ['sprite', 'img', 'text'] as const;
export const iconSizes = ['inline', 'small', 'medium', 'large'] as const;

export type IconType = (typeof iconTypes)[number];
export type IconSize = (typeof iconSizes)[number];

/**
 * Where an icon comes from, as the API sends it (catalogue.txt §3 Tag icon: type sprite, img or text).
 * `value` is the symbol id, the image URL or the glyph text.
 */
export type IconSource =
  | {
      /** `sprite`: a symbol of an SVG sprite sheet; `img`: an image URL; `text`: a short glyph text. */
      type: 'sprite';
      /** The symbol id, the image URL or the glyph text, as `type` says. */
      value: string;
      /** URL of the SVG sprite sheet; an empty string means a sheet inlined in the document. */
      sprite?: string;
    }
  | { type: 'img'; value: string }
  | { type: 'text'; value: string };

export type IconProps = IconSource & {
  /** `inline` follows the text's size; the others are fixed sizes from the tokens. */
  size?: IconSize;
  /** What the icon means. Without it the icon is decorative and hidden from assistive technology. */
  label?: string;
};

export const defaultSprite = '/sprite.svg';

const iconClass = cva(styles.base, {
  variants: { type: styles.type, size: styles.size },
  defaultVariants: { size: 'inline' },
});

/** Names the icon when it means something, hides it when it only decorates. */
function accessibility(label: string | undefined) {
  return label ? ({ role: 'img', 'aria-label': label } as const) : ({ 'aria-hidden': true } as const);
}

/** An icon from the chain's sprite sheet, an image, or a short text glyph. */
export function Icon(props: IconProps) {
  const { size = 'inline', label } = props;
  const className = iconClass({ type: props.type, size });
  switch (props.type) {
    case 'sprite': {
      const sheet = props.sprite ?? defaultSprite;
      return (
        <svg className={className} focusable="false" {...accessibility(label)}>
          <use href={`${sheet}#${props.value}`} />
        </svg>
      );
    }
    case 'img':
      // An empty alt already removes a decorative image from the accessibility tree.
      return <img className={className} src={props.value} alt={label ?? ''} loading="lazy" decoding="async" />;
    case 'text':
      return (
        <span className={`${className} ${styles.textSize[size]}`} {...accessibility(label)}>
          {props.value}
        </span>
      );
  }
}
