// Legal and information pages whose text is brand data: brands/<brand>/content/<page>.<locale>.html.
// Only the keys live here (the route table needs them on every visit); contentLoader.ts finds
// the files when such a page opens.
import type { PageKey } from '@casino/layout-engine';

export const contentPageKeys = [
  'termsAndConditions',
  'privacyPolicy',
  'amlPolicy',
  'responsibleGambling',
  'kycRefundPolicy',
  'bonusTerms',
  'legalUseOfWebsite',
  'responsibility',
  'contacts',
] as const satisfies readonly PageKey[];

export type ContentPageKey = (typeof contentPageKeys)[number];
