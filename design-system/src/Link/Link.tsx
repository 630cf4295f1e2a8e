import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import * as styles from './Link.css.ts';
import { NewTabMarker, newTabAttributes, type LinkTarget } from './newTab.tsx';

export const linkTones = ['standard', 'muted', 'inverse'] as const;

export type LinkTone = (typeof linkTones)[number];

const linkClass = cva(styles.base, { variants: { tone: styles.tone }, defaultVariants: { tone: 'standard' } });

export type LinkProps = Pick<AriaLinkProps, 'onPress' | 'isDisabled' | 'aria-current' | 'hrefLang' | 'download'> &
  LinkTarget & {
    /** Where the link goes; same-tab links go through the app's router (LinkProvider). */
    href: string;
    /** The link's text, which names it. */
    children: ReactNode;
    /** `inverse` on dark surfaces (surfaceInverse, brandSecondary). */
    tone?: LinkTone;
  };

/**
 * An inline text link. Navigation goes through RAC's Link, so inside a LinkProvider the app's
 * router handles same-tab links; new-tab links always open natively.
 */
export function Link({ children, tone, target, newTabHint, ...props }: LinkProps) {
  return (
    <AriaLink {...props} {...newTabAttributes(target)} className={linkClass({ tone })}>
      {children}
      <NewTabMarker hint={target === '_blank' ? newTabHint : undefined} />
    </AriaLink>
  );
}
