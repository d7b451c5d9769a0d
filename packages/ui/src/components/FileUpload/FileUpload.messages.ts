import { defineMessage, defineMessages } from 'react-intl';

export const fileUploadMessages = defineMessages({
  choose: { id: 'ui.upload.choose', defaultMessage: 'Choose file' },
  dropHere: { id: 'ui.upload.dropHere', defaultMessage: 'or drop it here' },
  rules: { id: 'ui.upload.rules', defaultMessage: 'jpg, jpeg, png or pdf, less than 25MB' },
  invalidType: { id: 'ui.upload.invalidType', defaultMessage: 'Only jpg, pdf, png accepted' },
  tooLarge: { id: 'ui.upload.tooLarge', defaultMessage: 'File size must be less than 25MB' },
  remove: defineMessage<{ name: string }>({ id: 'ui.upload.remove', defaultMessage: 'Remove {name}' }),
  uploading: defineMessage<{ name: string }>({
    id: 'ui.upload.uploading',
    defaultMessage: 'Uploading {name}',
  }),
});
