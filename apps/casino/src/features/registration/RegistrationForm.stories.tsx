import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegistrationForm, type RegistrationFormProps } from './RegistrationForm.tsx';
import { emptyRegistration, type RegistrationMethod, type RegistrationValues } from './signUpPayload.ts';
import {
  storyCountries,
  storyCurrencies,
  storyFields,
  storyPasswordPolicy,
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
    passwordPolicy: storyPasswordPolicy,
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
    // An e-mail sign-up offers the newsletter by e-mail.
    await expect(canvas.getByLabelText('Send me news and offers by e-mail')).toBeVisible();
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

/** The rules' states as a list: how many are met, and each rule's state in words. */
const ruleStates = (canvas: ReturnType<typeof within>) =>
  canvas
    .getAllByTestId('password-rule')
    .map((item: HTMLElement) => `${item.dataset.rule}:${item.dataset.met}`);

/** Issue 35 point 7: every rule shows before typing, none ticked. */
export const PasswordChecklistEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Your password needs:' });
    await expect(list).toBeVisible();
    await expect(ruleStates(canvas)).toEqual([
      'length:false',
      'numbers:false',
      'special:false',
      'uppercase:false',
    ]);
    // Each rule's state is readable, not only a colour or an icon.
    await expect(within(list).getAllByText('Not yet:')).toHaveLength(4);
    await expect(canvas.getByTestId('password-rules-summary')).toHaveTextContent(
      'Password rules met: 0 of 4',
    );
  },
};

/** Rules tick one by one while the player types. */
export const PasswordChecklistPartial: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.type(password, 'abc1');
    await expect(ruleStates(canvas)).toEqual([
      'length:false',
      'numbers:true',
      'special:false',
      'uppercase:false',
    ]);
    await userEvent.type(password, 'defgH');
    await expect(ruleStates(canvas)).toEqual([
      'length:true',
      'numbers:true',
      'special:false',
      'uppercase:true',
    ]);
    await expect(canvas.getByTestId('password-rules-summary')).toHaveTextContent(
      'Password rules met: 3 of 4',
    );
  },
};

/** A password that meets every rule: the whole list ticked. */
export const PasswordChecklistComplete: Story = {
  args: { initial: { countryCode: 'MT', currencyCode: 'EUR', password: 'Secret12!Aa' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(ruleStates(canvas)).toEqual([
      'length:true',
      'numbers:true',
      'special:true',
      'uppercase:true',
    ]);
    await expect(within(canvas.getByRole('list')).getAllByText('Done:')).toHaveLength(4);
  },
};

/** A phone sign-up offers the newsletter by SMS, never by e-mail. */
export const NewsletterBySms: Story = {
  args: { methods: ['phone'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Send me news and offers by SMS')).toBeVisible();
    await expect(canvas.queryByText(/by e-mail/)).toBeNull();
  },
};

/** 1-click has neither e-mail nor phone: no newsletter is offered (and no password rules). */
export const OneClickNoNewsletter: Story = {
  args: { methods: ['phone', 'oneClick'], startMethod: 'oneClick' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/news and offers/)).toBeNull();
    await expect(canvas.queryByTestId('password-checklist')).toBeNull();
  },
};
