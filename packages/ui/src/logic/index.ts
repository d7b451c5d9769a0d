export * from './amount.ts';
export * from './birthday.ts';
export * from './calendar.ts';
export * from './countdown.ts';
export * from './rakeback.ts';
export * from './stepper.ts';
export * from './truncate.ts';
export * from './upload.ts';
