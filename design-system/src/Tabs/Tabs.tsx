import type { ReactNode } from 'react';
import {
  Tab,
  TabList,
  TabPanel,
  Tabs as AriaTabs,
  type Key,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css.ts';

export const tabsKeyboardActivations = ['automatic', 'manual'] as const;
export type TabsKeyboardActivation = (typeof tabsKeyboardActivations)[number];

export interface TabItem {
  /** Identifies the tab in `selectedId` and the change callback. */
  id: string;
  /** The tab's text. */
  label: string;
  /** What the tab's panel shows. */
  content: ReactNode;
  /**
   * Makes the tab a link (for example a URL fragment such as `#presales`), so the choice lives in
   * the address; the caller then derives `selectedId` from the address.
   */
  href?: string;
  /** Shown but cannot be chosen. */
  isDisabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list for assistive technology. */
  label: string;
  /** The tabs and their panels, in order. */
  items: readonly TabItem[];
  /** The chosen tab (controlled). */
  selectedId?: string;
  /** The tab chosen at first, when the tabs keep the choice themselves (uncontrolled). */
  defaultSelectedId?: string;
  /** Called with the newly chosen tab. */
  onSelectionChange?: (id: string) => void;
  /** `automatic`: arrow keys choose as they move; `manual`: Enter or Space chooses. */
  keyboardActivation?: TabsKeyboardActivation;
}

/** Tabs with their panels; arrow keys move between tabs, Home/End jump to the ends. */
export function Tabs({
  label,
  items,
  selectedId,
  defaultSelectedId,
  onSelectionChange,
  keyboardActivation,
}: TabsProps) {
  const selection: Pick<AriaTabsProps, 'selectedKey' | 'defaultSelectedKey'> = {};
  if (selectedId !== undefined) selection.selectedKey = selectedId;
  if (defaultSelectedId !== undefined) selection.defaultSelectedKey = defaultSelectedId;
  return (
    <AriaTabs
      {...selection}
      onSelectionChange={onSelectionChange ? (key: Key) => onSelectionChange(String(key)) : undefined}
      keyboardActivation={keyboardActivation}
      disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
      className={styles.tabs}
    >
      <TabList aria-label={label} className={styles.tabList}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} href={item.href} className={styles.tab}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
