export {
  BrandProvider,
  type BrandProviderProps,
  BrandStyle,
  type Direction,
  directions,
  PortalScope,
  useBrandTheme,
  useDirection,
  usePortalContainer,
  usePortalScope,
} from './BrandProvider.tsx';
