export {
  BrandProvider,
  type BrandProviderProps,
  BrandStyle,
  type Direction,
  directions,
  PortalScope,
  useDirection,
  usePortalScope,
} from './BrandProvider.tsx';
