export { clipboardMessages } from './Clipboard.messages.ts';
export { COPIED_FEEDBACK_MS, CopyButton, type CopyButtonProps } from './CopyButton.tsx';
export { PasteButton, type PasteButtonProps } from './PasteButton.tsx';
