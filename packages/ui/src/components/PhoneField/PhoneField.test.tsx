import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { sampleCountryCodes } from '../../internal/fixtures.ts';
import { digitsOnly, PhoneField, type PhoneValue } from './PhoneField.tsx';

function Controlled() {
  const [value, setValue] = useState<PhoneValue>({ dialCode: '+90', number: '' });
  return (
    <>
      <PhoneField label="Phone" codes={sampleCountryCodes} value={value} onChange={setValue} maxDigits={6} />
      <output>{`${value.dialCode} ${value.number}`}</output>
    </>
  );
}

describe('PhoneField', () => {
  it('keeps digits only and blocks typing past the maximum', async () => {
    renderUi(<Controlled />);
    await userEvent.type(screen.getByLabelText('Phone'), '5a3-2 1x9876');
    expect(screen.getByRole('status').textContent).toBe('+90 532198');
  });

  it('changes the country code', async () => {
    renderUi(<Controlled />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), '+44');
    expect(screen.getByRole('status').textContent).toBe('+44 ');
  });

  it('strips everything but digits', () => {
    expect(digitsOnly('+90 (532) 123-45')).toBe('9053212345');
  });
});
