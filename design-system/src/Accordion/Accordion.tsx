import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type DisclosureGroupProps,
  type Key,
} from 'react-aria-components';
import * as styles from './Accordion.css.ts';

export const accordionHeadingLevels = [2, 3, 4, 5, 6] as const;
export type AccordionHeadingLevel = (typeof accordionHeadingLevels)[number];

export interface AccordionItem {
  /** Identifies the item in `expandedId` and the change callback. */
  id: string;
  /** The heading's text, which is also the button that opens the item. */
  title: string;
  /** What the open item shows. */
  content: ReactNode;
  /** The item cannot be opened or closed. */
  isDisabled?: boolean;
}

export interface AccordionProps {
  /** The items, in order. */
  items: readonly AccordionItem[];
  /** The level of each item's heading, to fit the page outline. */
  headingLevel?: AccordionHeadingLevel;
  /** The open item, or null when all are closed (controlled). */
  expandedId?: string | null;
  /** The item open at first, when the component keeps the state itself (uncontrolled). */
  defaultExpandedId?: string | null;
  /** Called with the item now open, or null once all are closed. */
  onExpandedChange?: (expandedId: string | null) => void;
}

const keysOf = (id: string | null) => (id === null ? [] : [id]);

/**
 * Disclosure headings where at most one item is open, and activating the open item closes it
 * (catalogue.txt §2 footer FAQ, §4 FAQ item; member-and-shell.txt §2 footer columns).
 */
export function Accordion({
  items,
  headingLevel = 3,
  expandedId,
  defaultExpandedId,
  onExpandedChange,
}: AccordionProps) {
  const expansion: Pick<DisclosureGroupProps, 'expandedKeys' | 'defaultExpandedKeys'> = {};
  if (expandedId !== undefined) expansion.expandedKeys = keysOf(expandedId);
  if (defaultExpandedId !== undefined) expansion.defaultExpandedKeys = keysOf(defaultExpandedId);
  return (
    <DisclosureGroup
      {...expansion}
      // Single-open is the rule, not an option: react-aria's group then closes the open item on re-activation.
      allowsMultipleExpanded={false}
      onExpandedChange={
        onExpandedChange
          ? (keys: Set<Key>) => {
              const [open] = keys;
              onExpandedChange(open === undefined ? null : String(open));
            }
          : undefined
      }
      className={styles.accordion}
    >
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} isDisabled={item.isDisabled} className={styles.item}>
          <Heading level={headingLevel} className={styles.heading}>
            <AriaButton slot="trigger" className={styles.trigger}>
              <span>{item.title}</span>
              <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
              </svg>
            </AriaButton>
          </Heading>
          <DisclosurePanel className={styles.panel}>
            <div className={styles.panelContent}>{item.content}</div>
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
