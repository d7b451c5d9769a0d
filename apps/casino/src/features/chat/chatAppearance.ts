// The player's chat settings (spec 1: name colour, dark or light appearance, font size) as the
// panel applies them. The back end stores them as a free object on the player; what it does not
// hold (or holds in another shape) falls back to its own defaults (001_init.sql).
//
// Dark and light are the chat's two appearances (the player chooses one); their colours are brand
// data (theme.components.chat). A name colour the player picked is shown as picked when it is
// readable on the chosen appearance; otherwise it is nudged toward the appearance's text colour
// until it reaches WCAG AA (4.5:1), so no choice makes a name unreadable.
import type { Theme } from '@casino/schemas/types';
import { readableTint } from '@casino/ui';

export const chatAppearances = ['dark', 'light'] as const;
export type ChatAppearance = (typeof chatAppearances)[number];

export interface ChatSettingsValue {
  nameColor: string;
  appearance: ChatAppearance;
  fontSize: number;
}

/** The back end's defaults and bounds (PUT /api/user/chat-settings: fontSize 10–24). */
export const defaultChatSettings: ChatSettingsValue = {
  nameColor: '#7fb2ff',
  appearance: 'dark',
  fontSize: 14,
};
export const chatFontSizes = [12, 14, 16, 18, 20] as const;

/** One appearance's colours, as the brand's theme gives them. */
export type ChatPalette = Theme['components']['chat'][ChatAppearance];

const hexColour = /^#[0-9a-fA-F]{6}$/;

export function chatSettingsOf(saved: Record<string, unknown> | undefined): ChatSettingsValue {
  const nameColor = saved?.nameColor;
  const appearance = saved?.appearance;
  const fontSize = saved?.fontSize;
  return {
    nameColor:
      typeof nameColor === 'string' && hexColour.test(nameColor) ? nameColor : defaultChatSettings.nameColor,
    appearance: chatAppearances.find((a) => a === appearance) ?? defaultChatSettings.appearance,
    fontSize:
      typeof fontSize === 'number' && Number.isInteger(fontSize) && fontSize >= 10 && fontSize <= 24
        ? fontSize
        : defaultChatSettings.fontSize,
  };
}

/** The name colour as shown: the player's, or nudged toward the text colour until it reads at AA. */
export function readableNameColour(nameColor: string, { background, text }: ChatPalette): string {
  return readableTint(nameColor, text, [background]);
}
