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
  id: string;
  label: string;
  content: ReactNode;
  /**
   * Makes the tab a link (for example a URL fragment such as `#presales`), so the choice lives in
   * the address; the caller then derives `selectedId` from the address.
   */
  href?: string;
  isDisabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list for assistive technology. */
  label: string;
  items: readonly TabItem[];
  selectedId?: string;
  defaultSelectedId?: string;
  onSelectionChange?: (id: string) => void;
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
