export { QrCode, type QrCodeProps, type QrErrorLevel, qrErrorLevels } from './QrCode.tsx';
