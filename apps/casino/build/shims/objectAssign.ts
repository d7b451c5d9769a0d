// styled-system imports `object-assign`, a ponyfill for browsers before ES2015. Every browser the
// build targets (es2022) has Object.assign, so the app bundles this one line instead.
export default Object.assign;
