// The operator's settings as the app server validated them, carried in the page. The app server
// builds every visitor's config anyway (to decide whether the page is prerendered), with the same
// appConfigFor as boot; handing the browser the validated layer saves the browser the settings2
// request and the generated schema validator (~40 KB minified), which then loads only when a page
// comes without it (the server could not reach the back end in time, or prerendering is off).
import type { Settings } from '@casino/schemas/types';

/** The id of the JSON element in the document's head. */
export const checkedSettingsElementId = 'checked-settings';

export interface CheckedSettings {
  /** The brand the settings belong to (a page for another brand's host must not use them). */
  brandId: string;
  /** settings2 (or config.json's local settings) with only the known fields that passed. */
  settings: Settings;
  /** What the server's config reported (dropped and unknown fields, an unknown theme). */
  warnings: string[];
}

const isCheckedSettings = (value: unknown): value is CheckedSettings => {
  if (typeof value !== 'object' || value === null) return false;
  const { brandId, settings, warnings } = value as Record<string, unknown>;
  return (
    typeof brandId === 'string' &&
    typeof settings === 'object' &&
    settings !== null &&
    !Array.isArray(settings) &&
    Array.isArray(warnings) &&
    warnings.every((warning) => typeof warning === 'string')
  );
};

/** The page's checked settings for this brand, or undefined (boot then asks and validates itself). */
export function checkedSettingsInPage(doc: Document, brandId: string): CheckedSettings | undefined {
  const text = doc.getElementById(checkedSettingsElementId)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isCheckedSettings(value) && value.brandId === brandId ? value : undefined;
  } catch {
    return undefined;
  }
}
