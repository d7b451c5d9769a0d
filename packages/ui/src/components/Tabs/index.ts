export { type TabItem, type TabsProps, type TabsVariant, tabsVariants } from './Tabs.props.ts';
export { Tabs } from './Tabs.tsx';
