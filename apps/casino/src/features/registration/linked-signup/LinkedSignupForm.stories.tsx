import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyPhoneCodes, storyToday } from '../storyFixtures.ts';
import { LinkedSignupForm, type LinkedSignupFormProps } from './LinkedSignupForm.tsx';
import type { LinkedSignupValues } from './validateLinkedSignup.ts';

const blank: LinkedSignupValues = {
  email: '',
  firstName: '',
  lastName: '',
  dateOfBirth: '2008-06-15',
  address: '',
  phoneCode: '+356',
  phone: '',
  terms: false,
  newsLetter: false,
};

function Controlled(
  props: Omit<LinkedSignupFormProps, 'values' | 'onChange'> & { initial?: Partial<LinkedSignupValues> },
) {
  const [values, setValues] = useState<LinkedSignupValues>({ ...blank, ...props.initial });
  return (
    <div style={{ maxWidth: 480 }}>
      <LinkedSignupForm
        {...props}
        values={values}
        onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
      />
    </div>
  );
}

const meta = {
  title: 'App/Account/LinkedSignupForm',
  component: Controlled,
  args: {
    errors: {},
    phoneCodes: storyPhoneCodes,
    today: storyToday,
    needsTerms: true,
    termsHref: '/terms-and-conditions',
    showSummary: false,
    pending: false,
    onSubmit: fn(),
  },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewSignUp: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-mail'), 'lena@example.com');
    await userEvent.type(canvas.getByLabelText('First name'), 'Lena');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Linked');
    await userEvent.type(canvas.getByLabelText('Phone number (optional)'), '79a12');
    await expect(canvas.getByLabelText('Phone number (optional)')).toHaveValue('7912');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const WithErrors: Story = {
  args: {
    showSummary: true,
    initial: { dateOfBirth: '2015-01-01' },
    errors: {
      email: 'Required',
      firstName: 'Required',
      lastName: 'Must be 255 characters or less',
      dateOfBirth: 'Please check your Date of Birth is correct',
      terms: 'You must accept the terms and conditions',
    },
  },
};

export const ReturningPlayer: Story = {
  args: { needsTerms: false, initial: { email: 'lena@example.com', firstName: 'Lena', lastName: 'Linked' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByLabelText('I accept the terms and conditions')).toBeNull();
  },
};

export const ServerRefusal: Story = {
  args: {
    initial: { email: 'lena@example.com', firstName: 'Lena', lastName: 'Linked', terms: true },
    serverError: 'This account is already linked',
  },
};
