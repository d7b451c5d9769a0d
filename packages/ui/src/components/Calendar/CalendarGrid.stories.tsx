import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FIXED_TODAY } from '../../internal/fixtures.ts';
import { CalendarGrid } from './CalendarGrid.tsx';

const meta = {
  title: 'Calendars/CalendarGrid',
  component: CalendarGrid,
  args: {
    label: 'November',
    today: FIXED_TODAY,
    weeksBefore: 0,
    renderDay: (day, relation) => (
      <div
        data-relation={relation}
        style={{
          padding: 'var(--space-2)',
          borderRadius: 'var(--calendar-day-radius)',
          background:
            relation === 'today' ? 'var(--calendar-today-background)' : 'var(--calendar-day-background)',
          border: relation === 'today' ? '2px solid var(--calendar-today-border)' : '2px solid transparent',
          textAlign: 'center',
        }}
      >
        {Number(day.slice(8))}
      </div>
    ),
  },
} satisfies Meta<typeof CalendarGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 4 × 7, Monday first, today marked as the current date. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headers = canvas.getAllByRole('columnheader');
    await expect(headers).toHaveLength(7);
    await expect(canvas.getAllByRole('row')).toHaveLength(5);
    await expect(canvas.getAllByRole('cell')).toHaveLength(28);
    await expect(canvasElement.querySelector('[aria-current="date"]')).toHaveTextContent('19');
  },
};

/** Crosses into the next month and year. */
export const YearBoundary: Story = { args: { today: '2026-12-30', label: 'December and January' } };

/** The rakeback layout starts a week before today's week. */
export const WeekBefore: Story = { args: { weeksBefore: 1 } };

export const Matrix: Story = {};
