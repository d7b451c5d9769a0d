import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { DocumentCard, idleUpload } from './DocumentCard.tsx';
import { sampleDocuments, sampleLabels } from './storyData.ts';

const [confirmed, rejected, requested] = sampleLabels as [
  (typeof sampleLabels)[0],
  (typeof sampleLabels)[0],
  (typeof sampleLabels)[0],
];
const file = new File(['%PDF-1.4'], 'statement.pdf', { type: 'application/pdf' });

const meta = {
  title: 'App/Verification/DocumentCard',
  component: DocumentCard,
  args: { label: requested, upload: idleUpload, onFileChange: fn(), onUpload: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof DocumentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Requested: choose a file (type and size checked first), then upload. */
export const Requested: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Requested')).toBeInTheDocument();
    fireEvent.change(canvas.getByLabelText(/File to upload/), {
      target: { files: [new File(['x'], 'selfie.gif', { type: 'image/gif' })] },
    });
    await expect(await canvas.findByText('Only jpg, pdf, png accepted')).toBeInTheDocument();
    await expect(args.onFileChange).not.toHaveBeenCalled();
    fireEvent.change(canvas.getByLabelText(/File to upload/), { target: { files: [file] } });
    await expect(args.onFileChange).toHaveBeenCalledWith(file);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload document' }));
    await expect(args.onUpload).toHaveBeenCalled();
  },
};

/** The upload on its way: the share sent, read out by the progress bar. */
export const Uploading: Story = {
  args: { upload: { file, uploading: true, progress: 37, done: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    fireEvent.change(canvas.getByLabelText(/File to upload/), { target: { files: [file] } });
  },
};

export const UploadFailed: Story = {
  args: { upload: { ...idleUpload, error: 'Upload failed' } },
};

/** Refused by the reviewer: the latest file and the reviewer's note; a new file can be sent. */
export const Rejected: Story = {
  args: { label: rejected, latest: sampleDocuments[0] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rejected')).toBeInTheDocument();
    await expect(canvas.getByText(/The document is older than 3 months/)).toBeInTheDocument();
  },
};

/** Just sent: pending, with the review note. */
export const Pending: Story = {
  args: {
    label: { ...requested, status: 'pending' },
    upload: { ...idleUpload, done: true, progress: 100 },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Document uploaded. We review it within up to 24 hours.',
    );
  },
};

export const Confirmed: Story = { args: { label: confirmed, latest: sampleDocuments[1] } };
