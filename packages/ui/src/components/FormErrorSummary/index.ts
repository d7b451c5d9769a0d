export {
  FormErrorSummary,
  type FormErrorSummaryProps,
  formErrorSummaryMessages,
} from './FormErrorSummary.tsx';
