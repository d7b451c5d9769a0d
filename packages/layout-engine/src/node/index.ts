export {
  type BrandReport,
  BrandScaffoldError,
  defaultBrandId,
  loadBrand,
  scaffoldBrand,
  validateBrandFolder,
} from './brandFolders.ts';
export {
  BrandReadError,
  baseFile,
  baseFolder,
  brandFile,
  brandSourceFiles,
  defaultBrandsDir,
  listBrands,
  readBrand,
  readBrandBase,
  readBrandOverride,
  readBrands,
  repoRoot,
} from './brandReader.ts';
export { createRuntimeValidators } from './runtimeValidators.ts';
