export { Tabs, tabsKeyboardActivations, type TabItem, type TabsKeyboardActivation, type TabsProps } from './Tabs.tsx';
