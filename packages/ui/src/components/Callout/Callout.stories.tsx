import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { calloutTones } from './Callout.props.ts';
import { Callout } from './Callout.tsx';

const meta = {
  title: 'Components/Callout',
  component: Callout,
  args: {
    tone: 'warning',
    title: 'Verify your account',
    children: <p>Upload a proof of identity before your first withdrawal.</p>,
  },
  argTypes: { tone: { control: 'inline-radio', options: calloutTones }, action: { control: false } },
} satisfies Meta<typeof Callout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Announced: Story = {
  args: { announce: true, tone: 'danger', title: 'Upload failed', children: <p>Try again.</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Upload failed');
  },
};

/** Every tone, with and without a title and an action. */
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-3)', maxWidth: 560 }}>
      {calloutTones.map((tone) => (
        <Callout
          key={tone}
          tone={tone}
          title={`A ${tone} notice`}
          action={
            <Button size="small" kind="secondary">
              Act
            </Button>
          }
        >
          <p>The text says what happened and what to do.</p>
        </Callout>
      ))}
      {calloutTones.map((tone) => (
        <Callout key={`${tone}-plain`} tone={tone}>
          <p>Only text ({tone}).</p>
        </Callout>
      ))}
    </div>
  ),
};
