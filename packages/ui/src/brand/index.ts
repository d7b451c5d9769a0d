export {
  BrandProvider,
  type BrandProviderProps,
  BrandStyle,
  type Direction,
  directions,
  PortalScope,
  useDirection,
  usePortalContainer,
  usePortalScope,
} from './BrandProvider.tsx';
