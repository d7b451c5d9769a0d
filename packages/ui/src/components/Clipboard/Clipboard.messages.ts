import { defineMessages } from 'react-intl';

export const clipboardMessages = defineMessages({
  copy: { id: 'ui.clipboard.copy', defaultMessage: 'Copy' },
  copied: { id: 'ui.clipboard.copied', defaultMessage: 'Copied' },
  copyFailed: { id: 'ui.clipboard.copyFailed', defaultMessage: 'Unable to copy to clipboard' },
  paste: { id: 'ui.clipboard.paste', defaultMessage: 'Paste' },
  readFailed: { id: 'ui.clipboard.readFailed', defaultMessage: 'Unable to read from clipboard' },
});
