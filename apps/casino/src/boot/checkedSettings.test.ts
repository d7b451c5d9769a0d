import { afterEach, describe, expect, it } from 'vitest';
import { checkedSettingsElementId, checkedSettingsInPage } from './checkedSettings.ts';

const put = (text: string) => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = checkedSettingsElementId;
  element.textContent = text;
  document.head.appendChild(element);
};

afterEach(() => document.getElementById(checkedSettingsElementId)?.remove());

describe('checkedSettingsInPage', () => {
  it('reads the settings the app server validated for this brand', () => {
    put(JSON.stringify({ brandId: 'lulu', settings: { showLiveChat: true }, warnings: ['w'] }));
    expect(checkedSettingsInPage(document, 'lulu')).toEqual({
      brandId: 'lulu',
      settings: { showLiveChat: true },
      warnings: ['w'],
    });
  });

  it('ignores another brand’s settings, broken JSON and a wrong shape: boot then asks itself', () => {
    expect(checkedSettingsInPage(document, 'lulu')).toBeUndefined();
    put(JSON.stringify({ brandId: 'curacao', settings: {}, warnings: [] }));
    expect(checkedSettingsInPage(document, 'lulu')).toBeUndefined();
    for (const text of [
      '{',
      'null',
      '[]',
      '{"brandId":"lulu","settings":[],"warnings":[]}',
      '{"brandId":"lulu","settings":{},"warnings":[1]}',
    ]) {
      document.getElementById(checkedSettingsElementId)?.remove();
      put(text);
      expect(checkedSettingsInPage(document, 'lulu'), text).toBeUndefined();
    }
  });
});
