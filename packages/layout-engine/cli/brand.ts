// Operators' CLI.
//   pnpm brand:new <name>          scaffold brands/<name> from the default brand
//   pnpm brand:validate [name…]    validate every brand (or the named ones); exit 1 on any issue
import { formatIssue } from '../src/issues.ts';
import {
  BrandScaffoldError,
  createRuntimeValidators,
  listBrands,
  scaffoldBrand,
  validateBrandFolder,
} from '../src/node/index.ts';

const brandsDir = process.env.BRANDS_DIR;
const [command, ...args] = process.argv.slice(2);

function validate(names: string[]): number {
  const available = listBrands(brandsDir);
  const unknown = names.filter((name) => !available.includes(name));
  if (unknown.length) {
    console.error(`No brand folder named ${unknown.join(', ')} (brands: ${available.join(', ') || 'none'})`);
    return 1;
  }
  const targets = names.length ? names : available;
  if (!targets.length) {
    console.error('No brand folders found.');
    return 1;
  }
  const validators = createRuntimeValidators();
  let failed = 0;
  for (const id of targets) {
    const report = validateBrandFolder(id, validators, brandsDir);
    if (report.issues.length) {
      failed += 1;
      for (const issue of report.issues) console.error(formatIssue(report.file, issue));
    } else console.log(`✓ ${report.file}`);
  }
  console.log(`${targets.length - failed} of ${targets.length} brands valid`);
  return failed ? 1 : 0;
}

function create(name: string | undefined): number {
  if (!name) {
    console.error('Usage: pnpm brand:new <name>');
    return 1;
  }
  try {
    const folder = scaffoldBrand(name, brandsDir);
    console.log(`Created ${folder}. Edit its brand.json and assets/, then run: pnpm brand:validate ${name}`);
    return 0;
  } catch (error) {
    if (error instanceof BrandScaffoldError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

if (command === 'validate') process.exitCode = validate(args);
else if (command === 'new') process.exitCode = create(args[0]);
else {
  console.error('Usage: brand new <name> | brand validate [name…]');
  process.exitCode = 1;
}
