// Prints how long validating every brand folder takes (schema + semantic + folder rules), cold
// (including Ajv compilation) and warm (median of repeated runs). A benchmark that prints, not a test.

import { performance } from 'node:perf_hooks';
import { checkBrand } from '../src/index.ts';
import { createRuntimeValidators, listBrands, readBrand, validateBrandFolder } from '../src/node/index.ts';
import { standaloneValidators } from '../src/validators.ts';

const rounds = 200;
const brands = listBrands();

const coldStart = performance.now();
const validators = createRuntimeValidators();
for (const id of brands) validateBrandFolder(id, validators);
const cold = performance.now() - coldStart;

const samples: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  const start = performance.now();
  for (const id of brands) validateBrandFolder(id, validators);
  samples.push(performance.now() - start);
}
samples.sort((a, b) => a - b);

const parsed = brands.map((id) => readBrand(id));
const standaloneStart = performance.now();
for (let round = 0; round < rounds; round += 1)
  for (const brand of parsed) checkBrand(standaloneValidators, brand);
const standalone = (performance.now() - standaloneStart) / rounds;

const ms = (value: number) => `${value.toFixed(2)} ms`;
console.log(`brands: ${brands.length} (${brands.join(', ')})`);
console.log(`validate all brands, cold (Ajv compile + read + validate): ${ms(cold)}`);
console.log(
  `validate all brands, warm median of ${rounds}: ${ms(samples[Math.floor(rounds / 2)] ?? 0)}  p99: ${ms(samples[Math.floor(rounds * 0.99)] ?? 0)}`,
);
console.log(`standalone validators (browser path), all brands, mean: ${ms(standalone)}`);
