declare module '@styled-system/should-forward-prop' {
  /** True for props that are neither styled-system style props nor unknown to the DOM. */
  const shouldForwardProp: (prop: string) => boolean;
  export default shouldForwardProp;
}
