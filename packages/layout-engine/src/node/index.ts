export {
  type BrandReport,
  BrandScaffoldError,
  brandFile,
  defaultBrandId,
  defaultBrandsDir,
  listBrands,
  repoRoot,
  scaffoldBrand,
  validateBrandFolder,
} from './brandFolders.ts';
export { createRuntimeValidators } from './runtimeValidators.ts';
