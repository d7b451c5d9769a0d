// Sample documents for the verification stories (the reference back end's three document types).
import type { DocumentLabel, KycDocument } from './verificationApi.ts';

export const sampleLabels: DocumentLabel[] = [
  {
    id: 1,
    type: 'identity',
    label: 'Proof of identity',
    description: 'Passport, ID card or driving licence',
    status: 'confirmed',
  },
  {
    id: 2,
    type: 'address',
    label: 'Proof of address',
    description: 'Utility bill or bank letter, less than 3 months old',
    status: 'rejected',
  },
  {
    id: 3,
    type: 'bank_statement',
    label: 'Bank statement',
    description: 'A statement showing your name and account',
    status: 'requested',
  },
];

export const sampleDocuments: KycDocument[] = [
  {
    id: 12,
    labelId: 2,
    type: 'address',
    status: 'rejected',
    fileName: 'bill-october.pdf',
    mimeType: 'application/pdf',
    size: 120_000,
    comment: 'The document is older than 3 months.',
    createdAt: '2026-11-18T09:30:00.000Z',
    updatedAt: '2026-11-19T10:00:00.000Z',
  },
  {
    id: 11,
    labelId: 1,
    type: 'identity',
    status: 'confirmed',
    fileName: 'passport.jpg',
    mimeType: 'image/jpeg',
    size: 820_000,
    comment: null,
    createdAt: '2026-11-15T09:30:00.000Z',
    updatedAt: '2026-11-16T10:00:00.000Z',
  },
];
