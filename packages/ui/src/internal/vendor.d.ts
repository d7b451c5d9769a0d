// styled-system's per-concern packages ship no types; their exports are typed by
// @types/styled-system's declarations of the same functions.
declare module '@styled-system/background' {
  export { background } from 'styled-system';
}
declare module '@styled-system/border' {
  export { border } from 'styled-system';
}
declare module '@styled-system/color' {
  export { color } from 'styled-system';
}
declare module '@styled-system/core' {
  export { compose } from 'styled-system';
}
declare module '@styled-system/flexbox' {
  export { flexbox } from 'styled-system';
}
declare module '@styled-system/grid' {
  export { grid } from 'styled-system';
}
declare module '@styled-system/layout' {
  export { layout } from 'styled-system';
}
declare module '@styled-system/position' {
  export { position } from 'styled-system';
}
declare module '@styled-system/shadow' {
  export { shadow } from 'styled-system';
}
declare module '@styled-system/space' {
  export { space } from 'styled-system';
}
declare module '@styled-system/typography' {
  export { typography } from 'styled-system';
}
