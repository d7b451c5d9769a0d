import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { CopyButton } from './CopyButton.tsx';
import { stubClipboard } from './clipboardStub.ts';
import { PasteButton } from './PasteButton.tsx';

let restore = () => {};
afterEach(() => restore());

describe('CopyButton', () => {
  it('copies the value and says so', async () => {
    const clipboard = stubClipboard({});
    restore = clipboard.restore;
    renderUi(<CopyButton value="wallet-123" />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(clipboard.written).toEqual(['wallet-123']);
    expect(await screen.findByText('Copied')).toBeTruthy();
  });

  it('says when the clipboard refuses', async () => {
    restore = stubClipboard({ failWrite: true }).restore;
    renderUi(<CopyButton value="x" iconOnly label="Copy wallet address" />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy wallet address' }));
    expect(await screen.findByText('Unable to copy to clipboard')).toBeTruthy();
  });
});

describe('PasteButton', () => {
  it('hands over the clipboard text', async () => {
    restore = stubClipboard({ text: 'addr-9' }).restore;
    const onPaste = vi.fn();
    renderUi(<PasteButton onPaste={onPaste} />);
    await userEvent.click(screen.getByRole('button', { name: 'Paste' }));
    expect(onPaste).toHaveBeenCalledWith('addr-9');
  });

  it("shows 'Unable to read from clipboard' when reading fails", async () => {
    restore = stubClipboard({ failRead: true }).restore;
    const onPaste = vi.fn();
    renderUi(<PasteButton onPaste={onPaste} />);
    await userEvent.click(screen.getByRole('button', { name: 'Paste' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to read from clipboard');
    expect(onPaste).not.toHaveBeenCalled();
  });
});
