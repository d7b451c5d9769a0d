// Legal and information pages whose text is brand data (one component for all of them).
import type { FeatureManifest, PageModule } from '../../core/feature.ts';
import { contentPageKeys } from './contentPages.ts';

const contentPage: PageModule = () => import('./ContentPage.tsx');

export const contentFeature: FeatureManifest = {
  id: 'content',
  pages: contentPageKeys.map((key) => ({ key, load: contentPage })),
};
