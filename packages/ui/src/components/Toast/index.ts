export {
  TOAST_DURATION_MS,
  Toast,
  type ToastInput,
  ToastProvider,
  type ToastTone,
  toastMessages,
  toastTones,
  useToast,
} from './Toast.tsx';
