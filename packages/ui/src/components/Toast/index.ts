export { TOAST_DURATION_MS, Toast, type ToastTone, toastMessages, toastTones } from './Toast.tsx';
export { type ToastInput, ToastProvider, useToast } from './ToastProvider.tsx';
