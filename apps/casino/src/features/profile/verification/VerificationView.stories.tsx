import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { kycDiscrepancy } from './kycStatus.ts';
import { sampleDocuments, sampleLabels } from './storyData.ts';
import { VerificationView } from './VerificationView.tsx';

const meta = {
  title: 'App/Verification/VerificationView',
  component: VerificationView,
  args: {
    kycStatus: 'PENDING',
    labels: sampleLabels,
    documents: sampleDocuments,
    uploads: {},
    discrepancy: null,
    refreshing: false,
    onRefresh: fn(),
    onFileChange: fn(),
    onUpload: fn(),
  },
} satisfies Meta<typeof VerificationView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('kyc-status')).toHaveTextContent('Under review');
    await expect(canvas.getByText(/within up to 24 hours/)).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

/** A new player: every document requested, account not verified. */
export const NotStarted: Story = {
  args: {
    kycStatus: 'NOT_STARTED',
    labels: sampleLabels.map((label) => ({ ...label, status: 'requested' as const })),
    documents: [],
  },
};

/** Approved, but a document is still requested: the notice with Refresh Status. */
export const Discrepancy: Story = {
  args: {
    kycStatus: 'APPROVED',
    discrepancy: kycDiscrepancy('APPROVED', sampleLabels),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Refresh Status' })).toBeInTheDocument();
  },
};

export const NoDocumentTypes: Story = { args: { labels: [], documents: [], kycStatus: 'APPROVED' } };
