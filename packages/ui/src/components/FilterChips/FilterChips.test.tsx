import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import type { FilterChip } from './FilterChips.props.ts';
import { FilterChips } from './FilterChips.tsx';

const chips: FilterChip[] = [
  { id: 'provider:aurora', label: 'Aurora Gaming' },
  { id: 'provider:playline', label: 'Playline' },
  { id: 'rtp', label: 'RTP 96–99 %' },
];

function Harness({ onClearAll = () => {} }: { onClearAll?: () => void }) {
  const [active, setActive] = useState(chips);
  return (
    <FilterChips
      chips={active}
      onRemove={(id) => setActive((old) => old.filter((chip) => chip.id !== id))}
      onClearAll={onClearAll}
    />
  );
}

describe('FilterChips', () => {
  it('is a named group of remove buttons with Clear all; nothing without filters', () => {
    const onClearAll = vi.fn();
    const { unmount } = renderUi(<Harness onClearAll={onClearAll} />);
    expect(screen.getByRole('group', { name: 'Active filters' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClearAll).toHaveBeenCalledTimes(1);
    unmount();
    renderUi(<FilterChips chips={[]} onRemove={() => {}} onClearAll={() => {}} />);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('removing a chip moves focus to the chip that took its place, then to the one before', () => {
    renderUi(<Harness />);
    const playline = screen.getByRole('button', { name: 'Remove filter: Playline' });
    playline.focus();
    fireEvent.click(playline);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove filter: RTP 96–99 %' }));
    fireEvent.click(document.activeElement as HTMLElement);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove filter: Aurora Gaming' }));
    // One chip left: no Clear all.
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });
});
