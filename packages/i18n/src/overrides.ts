// Operator overrides (spec 7: the back end's `GET /api/core/casino/locales/{lng}.json`) over the
// catalogue the app ships. The app's own compiled catalogue is complete for every locale (en fills
// what a translation lacks), so whatever the back end answers, the app never shows a message id:
// a failed, missing or partial answer changes nothing, and each override is taken only when the
// app can format it. No message parser ships, so an override is ICU AST (what the reference back
// end serves) or plain text; text that needs parsing (arguments, tags) is left out.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

export interface MergedMessages {
  messages: CompiledMessages;
  /** Ids the answer overrode. */
  overridden: string[];
  /** Ids the answer had for the app's messages but in a form the app cannot format. */
  rejected: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The ICU AST element kinds (TYPE of @formatjs/icu-messageformat-parser). */
const literal = 0;
const argument = 1;
const pound = 7;
const tag = 8;
const withStyle = new Set([2, 3, 4]); // number, date, time
const withOptions = new Set([5, 6]); // select, plural

/**
 * Whether `value` is ICU AST the formatter can run, collecting the argument and tag names it uses.
 * Checked all the way down: a malformed element would throw while a page renders.
 */
function isMessageAst(value: unknown, names: Set<string>): value is MessageFormatElement[] {
  if (!Array.isArray(value)) return false;
  return value.every((element: unknown) => {
    if (!isRecord(element) || typeof element.type !== 'number') return false;
    const { type } = element;
    if (type === pound) return true;
    if (typeof element.value !== 'string') return false;
    if (type === literal) return true;
    names.add(element.value);
    if (type === argument) return true;
    if (withStyle.has(type))
      return (
        element.style === undefined ||
        element.style === null ||
        typeof element.style === 'string' ||
        isRecord(element.style)
      );
    if (withOptions.has(type)) {
      const { options } = element;
      return (
        isRecord(options) &&
        Object.keys(options).length > 0 &&
        Object.values(options).every((option) => isRecord(option) && isMessageAst(option.value, names))
      );
    }
    if (type === tag) return isMessageAst(element.children, names);
    return false;
  });
}

/** Text with no ICU syntax in it is one literal element; anything else needs the parser. */
function plainText(value: string): MessageFormatElement[] | null {
  if (/[{}<>]/.test(value)) return null;
  // ICU's only escape outside syntax: a doubled apostrophe is one.
  return [{ type: literal, value: value.replace(/''/g, "'") } as MessageFormatElement];
}

/**
 * The app's own messages with the operator's overrides on top. Only ids the app has are taken
 * (an unknown id is never asked for), and only overrides that use no argument or tag the app's
 * own message does not (the app would not pass it, and formatting would fail).
 */
export function mergeOverrides(own: CompiledMessages, answer: unknown): MergedMessages {
  const result: MergedMessages = { messages: own, overridden: [], rejected: [] };
  if (!isRecord(answer)) return result;
  const messages: CompiledMessages = { ...own };
  for (const [id, value] of Object.entries(answer)) {
    const ownMessage = own[id];
    if (!Object.hasOwn(own, id) || !ownMessage) continue;
    const allowed = new Set<string>();
    isMessageAst(ownMessage, allowed);
    const used = new Set<string>();
    const override = typeof value === 'string' ? plainText(value) : isMessageAst(value, used) ? value : null;
    if (!override || [...used].some((name) => !allowed.has(name))) {
      result.rejected.push(id);
      continue;
    }
    messages[id] = override;
    result.overridden.push(id);
  }
  result.messages = messages;
  return result;
}
