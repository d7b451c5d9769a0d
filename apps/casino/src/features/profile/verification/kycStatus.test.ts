import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canUpload, kycDiscrepancy, kycState } from './kycStatus.ts';
import { type DocumentStatus, documentStatuses } from './verificationApi.ts';

const labels = (...statuses: DocumentStatus[]) => statuses.map((status) => ({ status }));
const status = fc.constantFrom(...documentStatuses);
const kyc = fc.oneof(
  fc.constantFrom('APPROVED', 'PENDING', 'NOT_STARTED', 'REJECTED', null, undefined),
  fc.string(),
);

describe('KYC status discrepancy', () => {
  it('all documents confirmed but the account not approved', () => {
    expect(kycDiscrepancy('PENDING', labels('confirmed', 'confirmed', 'confirmed'))).toBe(
      'documentsConfirmedNotApproved',
    );
    expect(kycDiscrepancy('NOT_STARTED', labels('confirmed'))).toBe('documentsConfirmedNotApproved');
  });

  it('approved while a document is requested or rejected', () => {
    expect(kycDiscrepancy('APPROVED', labels('confirmed', 'requested'))).toBe('approvedWithOpenRequests');
    expect(kycDiscrepancy('APPROVED', labels('rejected', 'confirmed'))).toBe('approvedWithOpenRequests');
  });

  it('agrees in the ordinary states', () => {
    expect(kycDiscrepancy('APPROVED', labels('confirmed', 'confirmed', 'confirmed'))).toBeNull();
    expect(kycDiscrepancy('APPROVED', labels('confirmed', 'pending'))).toBeNull();
    expect(kycDiscrepancy('NOT_STARTED', labels('requested', 'requested'))).toBeNull();
    expect(kycDiscrepancy('PENDING', labels('pending', 'confirmed', 'requested'))).toBeNull();
    expect(kycDiscrepancy('APPROVED', [])).toBeNull();
    expect(kycDiscrepancy('PENDING', [])).toBeNull();
  });

  it('property: a pending document alone never makes a discrepancy', () => {
    fc.assert(
      fc.property(kyc, fc.array(fc.constantFrom<DocumentStatus>('confirmed', 'pending')), (account, rest) => {
        const all = labels('pending', ...rest);
        expect(kycDiscrepancy(account, all)).toBe(null);
      }),
    );
  });

  it('property: the verdict follows the two rules exactly', () => {
    fc.assert(
      fc.property(kyc, fc.array(status, { maxLength: 6 }), (account, statuses) => {
        const verdict = kycDiscrepancy(account, labels(...statuses));
        const approved = account === 'APPROVED';
        const allConfirmed = statuses.length > 0 && statuses.every((s) => s === 'confirmed');
        const open = statuses.some((s) => s === 'requested' || s === 'rejected');
        if (!approved && allConfirmed) expect(verdict).toBe('documentsConfirmedNotApproved');
        else if (approved && open) expect(verdict).toBe('approvedWithOpenRequests');
        else expect(verdict).toBeNull();
      }),
    );
  });
});

describe('KYC helpers', () => {
  it('uploads are offered for requested and rejected documents only', () => {
    expect(documentStatuses.filter(canUpload)).toEqual(['rejected', 'requested']);
  });

  it('names the account states', () => {
    expect(kycState('APPROVED')).toBe('approved');
    expect(kycState('PENDING')).toBe('pending');
    expect(kycState('NOT_STARTED')).toBe('notStarted');
    expect(kycState(null)).toBe('notStarted');
    expect(kycState('ON_HOLD')).toBe('other');
  });
});
