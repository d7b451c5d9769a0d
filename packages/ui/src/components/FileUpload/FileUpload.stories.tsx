import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { UPLOAD_MAX_BYTES } from '../../logic/upload.ts';
import { FileUpload } from './FileUpload.tsx';

const meta = {
  title: 'Forms/FileUpload',
  component: FileUpload,
  args: { label: 'Proof of address', onFileChange: fn() },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileOf = (name: string, type: string, size = 1024) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** Spec 5: only jpg, jpeg, png, pdf, and under 25MB, each with its own message. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Proof of address/);
    fireEvent.change(input, { target: { files: [fileOf('selfie.gif', 'image/gif')] } });
    await expect(await canvas.findByText('Only jpg, pdf, png accepted')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [fileOf('scan.pdf', 'application/pdf', UPLOAD_MAX_BYTES)] } });
    await expect(await canvas.findByText('File size must be less than 25MB')).toBeInTheDocument();
    await expect(args.onFileChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { files: [fileOf('bill.png', 'image/png')] } });
    await expect(args.onFileChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('bill.png')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove bill.png' }));
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null);
  },
};

export const Uploading: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Proof of address/);
    fireEvent.change(input, { target: { files: [fileOf('passport.jpg', 'image/jpeg')] } });
  },
  args: { uploading: true },
};

/** Upload progress (0–100) replaces the spinner with a bar the screen reader can read. */
export const UploadProgress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    fireEvent.change(canvas.getByLabelText(/Proof of address/), {
      target: { files: [fileOf('passport.jpg', 'image/jpeg')] },
    });
    const bar = await canvas.findByRole('progressbar', { name: 'Uploading passport.jpg' });
    await expect(bar).toHaveAttribute('aria-valuenow', '64');
    // The percentage is written the locale's way (Arabic adds direction marks).
    await expect(bar.getAttribute('aria-valuetext')).toMatch(/64/);
  },
  args: { uploading: true, progress: 64 },
};

export const ServerError: Story = { args: { error: 'Upload failed, please try again' } };

export const Matrix: Story = {
  render: () => (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 360px))', gap: 'var(--space-4)' }}
    >
      <FileUpload label="Empty" onFileChange={() => {}} />
      <FileUpload label="Error" onFileChange={() => {}} error="File size must be less than 25MB" />
      <FileUpload label="Disabled" onFileChange={() => {}} disabled />
    </div>
  ),
};
