import { readBrand } from '@casino/layout-engine/node';
import type { Theme } from '@casino/schemas/types';
import { contrastRatio } from '@casino/ui';
import { describe, expect, it } from 'vitest';
import {
  chatAppearances,
  chatSettingsOf,
  defaultChatSettings,
  readableNameColour,
} from './chatAppearance.ts';

describe('chat settings', () => {
  it('reads what the back end saved, and its defaults for anything else', () => {
    expect(chatSettingsOf({ nameColor: '#ff8800', appearance: 'light', fontSize: 18 })).toEqual({
      nameColor: '#ff8800',
      appearance: 'light',
      fontSize: 18,
    });
    expect(chatSettingsOf({ nameColor: 'red', appearance: 'sepia', fontSize: 99 })).toEqual(
      defaultChatSettings,
    );
    expect(chatSettingsOf(undefined)).toEqual(defaultChatSettings);
  });

  // The base brand's appearances (every brand inherits them unless it sets its own).
  const palettes = (readBrand('curacao') as { theme: Theme }).theme.components.chat;

  it('keeps a readable name colour and mends an unreadable one to 4.5:1', () => {
    expect(readableNameColour('#7fb2ff', palettes.dark)).toBe('#7fb2ff');
    // The dark default on white reads at about 2:1: shown darker.
    expect(contrastRatio('#7fb2ff', palettes.light.background)).toBeLessThan(4.5);
    const mended = readableNameColour('#7fb2ff', palettes.light);
    expect(mended).not.toBe('#7fb2ff');
    for (const appearance of chatAppearances)
      for (const colour of ['#000000', '#ffffff', '#ffff00', '#0000ff', '#7fb2ff'])
        expect(
          contrastRatio(readableNameColour(colour, palettes[appearance]), palettes[appearance].background),
        ).toBeGreaterThanOrEqual(4.5);
  });
});
