import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileForm, type ProfileFormProps } from './ProfileForm.tsx';
import type { ProfileField, ProfileValues } from './profileForm.ts';

const today = '2026-11-21';
const countries = [
  { value: 'DE', label: '🇩🇪 Germany' },
  { value: 'MT', label: '🇲🇹 Malta' },
  { value: 'SE', label: '🇸🇪 Sweden' },
];
const phoneCodes = [
  { country: '🇩🇪 DE', dialCode: '+49' },
  { country: '🇲🇹 MT', dialCode: '+356' },
  { country: '🇸🇪 SE', dialCode: '+46' },
];
const fresh: ProfileValues = {
  email: 'ada@example.com',
  firstName: '',
  lastName: '',
  phoneCode: '+356',
  phone: '',
  dateOfBirth: '2008-11-21',
  gender: 'Not to say',
  countryCode: 'MT',
  city: '',
  zipCode: '',
  address: '',
};
const verified: ProfileValues = {
  ...fresh,
  email: 'kim@example.com',
  firstName: 'Kim',
  lastName: 'Verified',
  phone: '79876543',
  dateOfBirth: '1990-05-17',
  gender: 'Female',
  city: 'Sliema',
  zipCode: 'SLM 1605',
  address: '22 Tower Road',
};

/** The form with its own state, as the page holds it: Update follows the changes. */
function Controlled(
  props: Omit<ProfileFormProps, 'values' | 'onChange' | 'changed' | 'countries' | 'phoneCodes' | 'today'> & {
    initial: ProfileValues;
    onChange?: ProfileFormProps['onChange'];
  },
) {
  const { initial, onChange, ...rest } = props;
  const [values, setValues] = useState(initial);
  const changed = (Object.keys(values) as ProfileField[]).some((field) => values[field] !== initial[field]);
  return (
    <div style={{ maxWidth: 880 }}>
      <ProfileForm
        {...rest}
        values={values}
        changed={changed}
        countries={countries}
        phoneCodes={phoneCodes}
        today={today}
        onChange={(field, value) => {
          onChange?.(field, value);
          setValues((current) => ({ ...current, [field]: value }));
        }}
      />
    </div>
  );
}

const meta = {
  title: 'App/Profile/ProfileForm',
  component: Controlled,
  args: {
    initial: fresh,
    errors: {},
    locks: {},
    showSummary: false,
    pending: false,
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new player: nothing locked; Update turns on with the first change. */
export const Fresh: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const update = canvas.getByRole('button', { name: 'Update' });
    await expect(update).toBeDisabled();
    await expect(update).toHaveAccessibleDescription('Change a field to update your profile.');
    await userEvent.type(canvas.getByLabelText('First name'), 'Ada');
    await expect(args.onChange).toHaveBeenLastCalledWith('firstName', 'Ada');
    await expect(update).toBeEnabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Male' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('gender', 'Male');
    await userEvent.click(update);
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** Every lock of spec 5: read-only (or disabled) with the reason as the field's description. */
export const AllLocked: Story = {
  args: {
    initial: verified,
    locks: {
      email: 'emailVerified',
      firstName: 'nameSet',
      lastName: 'nameSet',
      phone: 'phoneSet',
      phoneCode: 'phoneSet',
      dateOfBirth: 'birthdaySet',
      countryCode: 'countryAfterBirthday',
      address: 'kycApproved',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText('E-mail');
    await expect(email).toHaveAttribute('readonly');
    await expect(email).toHaveAccessibleDescription(
      'Locked: your e-mail address is verified. Contact support to change it.',
    );
    await userEvent.type(canvas.getByLabelText('First name'), 'x');
    await expect(canvas.getByLabelText('First name')).toHaveValue('Kim');
    await expect(canvas.getByLabelText('Date of birth')).toBeDisabled();
    await expect(canvas.getByLabelText('Country')).toBeDisabled();
    await expect(canvas.getByLabelText('Address')).toHaveAccessibleDescription(
      /after your account is verified/,
    );
    await expect(canvas.getByLabelText('City')).not.toHaveAttribute('readonly');
  },
};

/** All-fields mode after a submit: the summary and each field's message. */
export const WithErrors: Story = {
  args: {
    showSummary: true,
    errors: {
      countryCode: 'Required',
      city: 'Required',
      zipCode: 'Required',
      address: 'Required',
      dateOfBirth: 'Please check your Date of Birth is correct',
      phone: 'Number is too short',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please check fields with errors')).toBeInTheDocument();
    await expect(canvas.getByLabelText('City')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      'Please check your Date of Birth is correct',
    );
  },
};

export const Saving: Story = { args: { initial: { ...fresh, city: 'Valletta' }, pending: true } };

export const ServerSaid: Story = {
  args: { serverError: 'Something went wrong. Please try again.', success: undefined },
};

export const Saved: Story = { args: { success: 'Profile updated successfully' } };

export const CountriesFailed: Story = {
  args: { countriesError: 'The list of countries could not be loaded.' },
};
