import type { InputHTMLAttributes, ReactNode } from 'react';

export const textFieldTypes = ['text', 'email', 'search', 'tel', 'url'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & {
  label: ReactNode;
  /** @default 'text' */
  type?: TextFieldType;
  error?: ReactNode;
  hint?: ReactNode;
};
