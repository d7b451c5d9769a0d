import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CardForm, type CardFormProps } from './CardForm.tsx';
import { type CardField, cardProblems, emptyCard } from './logic/card.ts';

/** The form with the deposit's rules: a field's message after it is left. */
function Validating(props: CardFormProps) {
  const [values, setValues] = useState(props.values);
  const [touched, setTouched] = useState<CardField[]>([]);
  const problems = cardProblems(values, new Date(2026, 10, 22));
  return (
    <CardForm
      {...props}
      values={values}
      onChange={setValues}
      problems={Object.fromEntries(
        Object.entries(problems).filter(([field]) => touched.includes(field as CardField)),
      )}
      onBlur={(field) => setTouched((before) => [...before, field])}
    />
  );
}

const meta = {
  title: 'App/Deposit/CardForm',
  component: CardForm,
  render: (args) => <Validating {...args} />,
  args: { values: emptyCard, onChange: fn(), problems: {}, onBlur: fn() },
} satisfies Meta<typeof CardForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    await expect(canvas.getByLabelText('Cardholder name')).toHaveAttribute('autocomplete', 'cc-name');
    await expect(canvas.getByLabelText('Expiry date (MM/YY)')).toHaveAttribute('autocomplete', 'cc-exp');
    await expect(canvas.getByLabelText('CVC')).toHaveAttribute('autocomplete', 'cc-csc');
  },
};

/** Typing formats the number and shows the brand. */
export const Filled: Story = {
  args: { values: { holder: 'Ann Lee', number: '4111 1111 1111 1111', expiry: '12/29', cvc: '123' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('card-brand')).toHaveTextContent('Visa');
  },
};

/** Every spec 5 message, each kept with its own field. */
export const Errors: Story = {
  args: { values: { holder: '', number: '4111 1111 1111 1112', expiry: '13/29', cvc: '12' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Cardholder name', 'Card number', 'Expiry date (MM/YY)', 'CVC']) {
      await userEvent.click(canvas.getByLabelText(label));
      await userEvent.tab();
    }
    await expect(canvas.getByText('Required')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid card number')).toBeVisible();
    await expect(canvas.getByText('Invalid month')).toBeVisible();
    await expect(canvas.getByText('CVC must be exactly 3 digits')).toBeVisible();
  },
};

export const Expired: Story = {
  args: { values: { holder: 'Ann Lee', number: '4111 1111 1111 1111', expiry: '01/20', cvc: '123' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Expiry date (MM/YY)'));
    await userEvent.tab();
    await expect(canvas.getByText('Expiry date is in the past')).toBeVisible();
  },
};
