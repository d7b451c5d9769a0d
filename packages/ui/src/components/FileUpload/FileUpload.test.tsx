import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { UPLOAD_MAX_BYTES } from '../../logic/upload.ts';
import { FileUpload } from './FileUpload.tsx';

const fileOf = (name: string, type: string, size = 10) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('FileUpload', () => {
  it('refuses other types with the spec message', () => {
    const onFileChange = vi.fn();
    renderUi(<FileUpload label="Proof of address" onFileChange={onFileChange} />);
    const input = screen.getByLabelText(/Proof of address/);
    fireEvent.change(input, { target: { files: [fileOf('a.gif', 'image/gif')] } });
    expect(screen.getByText('Only jpg, pdf, png accepted')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onFileChange).not.toHaveBeenCalled();
  });

  it('refuses 25 MB and more with the spec message', () => {
    const onFileChange = vi.fn();
    renderUi(<FileUpload label="ID" onFileChange={onFileChange} />);
    fireEvent.change(screen.getByLabelText(/ID/), {
      target: { files: [fileOf('id.pdf', 'application/pdf', UPLOAD_MAX_BYTES)] },
    });
    expect(screen.getByText('File size must be less than 25MB')).toBeTruthy();
    expect(onFileChange).not.toHaveBeenCalled();
  });

  it('accepts a valid file, shows it, and removes it', async () => {
    const onFileChange = vi.fn();
    renderUi(<FileUpload label="ID" onFileChange={onFileChange} />);
    const file = fileOf('passport.JPG', 'image/jpeg');
    fireEvent.change(screen.getByLabelText(/ID/), { target: { files: [file] } });
    expect(onFileChange).toHaveBeenCalledWith(file);
    expect(screen.getByText('passport.JPG')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove passport.JPG' }));
    expect(onFileChange).toHaveBeenLastCalledWith(null);
  });

  it('accepts a dropped file', () => {
    const onFileChange = vi.fn();
    renderUi(<FileUpload label="ID" onFileChange={onFileChange} />);
    const zone = screen.getByText(/or drop it here/).parentElement as HTMLElement;
    const file = fileOf('bill.png', 'image/png');
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect(onFileChange).toHaveBeenCalledWith(file);
  });

  it('says when it is uploading', () => {
    renderUi(<FileUpload label="ID" onFileChange={() => {}} uploading />);
    fireEvent.change(screen.getByLabelText(/ID/), {
      target: { files: [fileOf('a.pdf', 'application/pdf')] },
    });
    expect(screen.getByRole('status', { name: 'Uploading a.pdf' })).toBeTruthy();
  });

  it('shows how much has been sent as a progress bar instead of the spinner', () => {
    const { rerender } = renderUi(<FileUpload label="ID" onFileChange={() => {}} uploading progress={0} />);
    fireEvent.change(screen.getByLabelText(/ID/), {
      target: { files: [fileOf('a.pdf', 'application/pdf')] },
    });
    rerender(<FileUpload label="ID" onFileChange={() => {}} uploading progress={42.4} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading a.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42.4');
    expect(bar.getAttribute('aria-valuetext')).toBe('42%');
    expect(screen.queryByRole('status', { name: 'Uploading a.pdf' })).toBeNull();
    rerender(<FileUpload label="ID" onFileChange={() => {}} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
