import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, uploadError } from './upload.ts';

describe('upload rules (spec 5)', () => {
  it.each(['passport.jpg', 'ID.JPEG', 'bill.png', 'statement.pdf'])('accepts %s', (name) => {
    expect(uploadError({ name, size: 1000 })).toBeNull();
  });

  it.each(['photo.gif', 'doc.docx', 'archive.pdf.zip', 'noextension', 'image.webp'])(
    'refuses %s by type',
    (name) => {
      expect(uploadError({ name, size: 1000 })).toBe('type');
    },
  );

  it('refuses a renamed file whose MIME type gives it away', () => {
    expect(uploadError({ name: 'virus.pdf', size: 10, type: 'application/x-msdownload' })).toBe('type');
    expect(uploadError({ name: 'scan.pdf', size: 10, type: 'application/pdf' })).toBeNull();
  });

  it('needs a file under 25 MB', () => {
    expect(uploadError({ name: 'a.png', size: UPLOAD_MAX_BYTES - 1 })).toBeNull();
    expect(uploadError({ name: 'a.png', size: UPLOAD_MAX_BYTES })).toBe('size');
    expect(UPLOAD_MAX_BYTES).toBe(26_214_400);
  });

  it('checks the type before the size', () => {
    expect(uploadError({ name: 'big.gif', size: UPLOAD_MAX_BYTES * 2 })).toBe('type');
  });

  it('offers the same types to the file chooser', () => {
    expect(UPLOAD_ACCEPT).toBe('.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf');
  });

  it('property: an allowed extension is accepted exactly when the size is under the limit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('jpg', 'jpeg', 'png', 'pdf', 'JPG', 'Pdf'),
        fc.integer({ min: 0, max: UPLOAD_MAX_BYTES * 2 }),
        (ext, size) => (uploadError({ name: `file.${ext}`, size }) === null) === size < UPLOAD_MAX_BYTES,
      ),
    );
  });
});
