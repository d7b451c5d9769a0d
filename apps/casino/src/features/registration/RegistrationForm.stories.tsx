import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegistrationForm, type RegistrationFormProps } from './RegistrationForm.tsx';
import { emptyRegistration, type RegistrationMethod, type RegistrationValues } from './signUpPayload.ts';
import {
  storyCountries,
  storyCurrencies,
  storyFields,
  storyPhoneCodes,
  storyToday,
} from './storyFixtures.ts';

type Args = Omit<RegistrationFormProps, 'values' | 'onChange' | 'method' | 'onMethodChange'> & {
  initial?: Partial<RegistrationValues>;
  startMethod?: RegistrationMethod;
};

/** Holds the values and method so the story can be typed into, as the container does. */
function Controlled({ initial, startMethod, ...props }: Args) {
  const [values, setValues] = useState(() => emptyRegistration({ phoneCode: '+356', ...initial }));
  const [method, setMethod] = useState<RegistrationMethod>(startMethod ?? props.methods[0] ?? 'email');
  return (
    <div style={{ maxWidth: 480 }}>
      <RegistrationForm
        {...props}
        values={values}
        method={method}
        onMethodChange={setMethod}
        onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
      />
    </div>
  );
}

const meta = {
  title: 'App/Account/RegistrationForm',
  component: Controlled,
  args: {
    methods: ['email'],
    fields: storyFields,
    errors: {},
    phoneCodes: storyPhoneCodes,
    countries: storyCountries,
    currencies: storyCurrencies,
    today: storyToday,
    showSummary: false,
    pending: false,
    termsHref: '/terms-and-conditions',
    onSubmit: fn(),
    onLogIn: fn(),
    initial: { countryCode: 'MT', currencyCode: 'EUR' },
  },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmailMode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText('E-mail');
    // The spec 5 typing filter: space, brackets and '!' never reach the field.
    await userEvent.type(email, 'an na(x)!@example.com');
    await expect(email).toHaveValue('annax@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const WithErrors: Story = {
  args: {
    showSummary: true,
    initial: { email: 'anna@example.c', password: 'abc', dateOfBirth: '2010-01-01' },
    errors: {
      email: 'Invalid format',
      password: 'Must be at least 6 characters',
      dateOfBirth: 'You must be at least 18 years old',
      countryCode: 'Required',
      terms: 'You must accept the terms and conditions',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please check fields with errors')).toBeVisible();
    await expect(canvas.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ServerRefusal: Story = {
  args: {
    initial: {
      email: 'depositor@demo.casino',
      password: 'Secret12!',
      dateOfBirth: '1990-01-01',
      terms: true,
    },
    serverError: 'An account with this e-mail already exists',
    errors: { email: 'An account with this e-mail already exists' },
  },
};

export const EmailPhoneAndOneClick: Story = {
  args: { methods: ['email', 'phone', 'oneClick'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Phone' }));
    await expect(canvas.getByLabelText('Phone number')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'E-mail' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: '1-click' }));
    await expect(canvas.queryByLabelText('Password', { selector: 'input' })).toBeNull();
  },
};

export const PhoneTooLong: Story = {
  args: {
    methods: ['phone'],
    initial: { phone: '79123456' },
    errors: { phone: 'Number is too long' },
  },
};

export const Pending: Story = {
  args: {
    pending: true,
    initial: { email: 'anna@example.com', password: 'Secret12!', dateOfBirth: '1990-01-01', terms: true },
  },
};
