import { BrandRegistry, loadBrands } from './brands.ts';
import { loadConfig } from './config.ts';
import { migrate, openDb } from './db.ts';
import { seed } from './seed.ts';

// Reseeds the database (the server must not be running on the same PGlite folder).
const config = loadConfig();
const db = await openDb(config);
await migrate(db);
const brands = new BrandRegistry(loadBrands(config.brandsDir));
await seed(db, {
  seed: config.seed,
  brands: brands.brands,
  now: new Date(),
  demoPlayers: config.demoPlayers,
});
await db.close();
console.log(`Reseeded ${config.databaseUrl ? 'PostgreSQL' : config.dataDir} (seed ${config.seed}).`);
