export { amountStepperMessages } from './AmountStepper.messages.ts';
export { AmountStepper, type AmountStepperProps } from './AmountStepper.tsx';
