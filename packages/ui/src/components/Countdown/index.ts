export { Countdown, type CountdownMode, type CountdownProps, countdownModes } from './Countdown.tsx';
