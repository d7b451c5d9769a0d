import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { gameSortKeys } from './SortMenu.props.ts';
import { SortMenu, useGameSortOptions } from './SortMenu.tsx';

function GameSorts({ onChange }: { onChange: (value: string) => void }) {
  return <SortMenu options={useGameSortOptions()} value="popular" onChange={onChange} />;
}

describe('SortMenu', () => {
  it('offers the options it is given and reports the chosen one', () => {
    const onChange = vi.fn();
    renderUi(<GameSorts onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      ...gameSortKeys,
    ]);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Popular',
      'Newest',
      'A–Z',
      'RTP',
    ]);
    fireEvent.change(select, { target: { value: 'rtp' } });
    expect(onChange).toHaveBeenCalledWith('rtp');
  });
});
