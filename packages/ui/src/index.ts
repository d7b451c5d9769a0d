export * from './brand/index.ts';
export * from './components/Button/index.ts';
export * from './components/Icon/index.ts';
export * from './components/Spinner/index.ts';
export * from './primitives/index.ts';
export * from './tokens/index.ts';
