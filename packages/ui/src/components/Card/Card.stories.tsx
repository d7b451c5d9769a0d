import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { cardElements, cardHeadingLevels, cardVariants } from './Card.props.ts';
import { Card } from './Card.tsx';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Responsible gaming',
    children: <p style={{ margin: 0 }}>Set a deposit limit for each day.</p>,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: cardVariants },
    as: { control: 'select', options: cardElements },
    headingLevel: { control: 'inline-radio', options: cardHeadingLevels },
    actions: { control: false },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Responsible gaming' })).toBeVisible();
  },
};

/** Both paddings, with and without a header and actions. */
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-4)', maxWidth: 640 }}>
      {cardVariants
        .filter((variant) => variant !== 'flush')
        .map((variant) => (
          <div key={variant} style={{ display: 'grid', gap: 'var(--space-3)' }}>
            <Card
              variant={variant}
              title={`Card (${variant})`}
              actions={
                <Button size="small" kind="secondary">
                  Edit
                </Button>
              }
            >
              <p style={{ margin: 0 }}>With a title and an action.</p>
            </Card>
            <Card variant={variant} as="div">
              <p style={{ margin: 0 }}>Body only ({variant}).</p>
            </Card>
          </div>
        ))}
      {/* Flush: the media runs to the edges, the body brings its own padding. */}
      <Card variant="flush" as="article" style={{ overflow: 'hidden' }}>
        <div style={{ height: 80, background: 'var(--color-accent)' }} />
        <p style={{ margin: 0, padding: 'var(--space-4)' }}>A banner to the edges (flush).</p>
      </Card>
    </div>
  ),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    title: 'Verification documents with a long title that wraps',
    actions: (
      <Button size="small" kind="secondary">
        Upload
      </Button>
    ),
  },
};
