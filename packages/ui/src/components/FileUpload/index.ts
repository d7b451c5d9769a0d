export { fileUploadMessages } from './FileUpload.messages.ts';
export { FileUpload, type FileUploadProps } from './FileUpload.tsx';
