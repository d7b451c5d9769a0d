import * as RadixTabs from '@radix-ui/react-tabs';
import { useDirection } from '../../brand/BrandProvider.tsx';
import { styledComponent } from '../../internal/styling.ts';
import type { TabsProps } from './Tabs.props.ts';
import { listStyles, panelStyles, triggerStyles } from './Tabs.styles.ts';

const List = styledComponent(RadixTabs.List, listStyles);
const Trigger = styledComponent(RadixTabs.Trigger, triggerStyles);
const Panel = styledComponent(RadixTabs.Content, panelStyles);

/** Tabs (e.g. My Wins, All Wins, High Rollers, Multiplier Madness): arrow keys follow the writing direction. */
export function Tabs({
  label,
  items,
  value,
  defaultValue,
  onValueChange,
  variant = 'underline',
  fitted = false,
}: TabsProps) {
  const dir = useDirection();
  return (
    <RadixTabs.Root
      dir={dir}
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? items[0]?.value) : undefined}
      onValueChange={onValueChange}
      activationMode="automatic"
    >
      <List aria-label={label} data-variant={variant} data-fitted={fitted || undefined}>
        {items.map((item) => (
          <Trigger key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
          </Trigger>
        ))}
      </List>
      {items.map((item) => (
        <Panel key={item.value} value={item.value}>
          {item.content}
        </Panel>
      ))}
    </RadixTabs.Root>
  );
}
