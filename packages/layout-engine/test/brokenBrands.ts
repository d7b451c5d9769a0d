// Broken brand.json fixtures: each mutates a valid brand in one way and names the exact JSON
// pointer and rule that must be reported.
import type { Brand } from '@casino/schemas/types';

type Mutable = Record<string, unknown>;
const at = (value: unknown, ...path: (string | number)[]): Mutable =>
  path.reduce<unknown>((node, key) => (node as Mutable)[key as string], value) as Mutable;

export interface BrokenBrandFixture {
  name: string;
  mutate: (brand: Brand) => void;
  pointer: string;
  rule: string;
}

export const brokenBrandFixtures: BrokenBrandFixture[] = [
  {
    name: 'wrong type: brand name is a number',
    mutate: (brand) => {
      (brand as unknown as Mutable).name = 42;
    },
    pointer: '/name',
    rule: 'type',
  },
  {
    name: 'unknown navigation system',
    mutate: (brand) => {
      at(brand, 'navigation').system = 'sidebar';
    },
    pointer: '/navigation/system',
    rule: 'enum',
  },
  {
    name: 'unknown navigation system in settings',
    mutate: (brand) => {
      at(brand, 'settings').navigationSystem = 'mega-menu';
    },
    pointer: '/settings/navigationSystem',
    rule: 'enum',
  },
  {
    name: 'duplicate page key',
    mutate: (brand) => {
      brand.pageUrls = [
        { key: 'promotions', href: '/offers' },
        { key: 'casino', href: '/games' },
        { key: 'promotions', href: '/deals' },
      ];
    },
    pointer: '/pageUrls/2/key',
    rule: 'uniqueKey',
  },
  {
    name: 'href not starting with / or ?',
    mutate: (brand) => {
      brand.pageUrls = [{ key: 'promotions', href: 'offers' }];
    },
    pointer: '/pageUrls/0/href',
    rule: 'pattern',
  },
  {
    name: 'bad colour',
    mutate: (brand) => {
      at(brand, 'theme', 'colors').primary = 'blue';
    },
    pointer: '/theme/colors/primary',
    rule: 'pattern',
  },
  {
    name: 'missing required scale',
    mutate: (brand) => {
      delete at(brand, 'theme').radii;
    },
    pointer: '/theme/radii',
    rule: 'required',
  },
  {
    name: 'negative space',
    mutate: (brand) => {
      at(brand, 'theme').space = [0, 4, -8, 12, 16, 24, 32, 48];
    },
    pointer: '/theme/space/2',
    rule: 'minimum',
  },
  {
    name: 'unknown field',
    mutate: (brand) => {
      at(brand, 'theme', 'colors').primaryy = '#ffffff';
    },
    pointer: '/theme/colors/primaryy',
    rule: 'additionalProperties',
  },
  {
    name: 'missing button size',
    mutate: (brand) => {
      delete at(brand, 'theme', 'components', 'button', 'sizes')['x-large'];
    },
    pointer: '/theme/components/button/sizes/x-large',
    rule: 'required',
  },
  {
    name: 'button kind refers to a colour that is not in the palette',
    mutate: (brand) => {
      at(brand, 'theme', 'components', 'button', 'kinds', 'accent').background = 'hotPink';
    },
    pointer: '/theme/components/button/kinds/accent/background',
    rule: 'enum',
  },
  {
    name: 'tablet breakpoint moved off spec 9',
    mutate: (brand) => {
      at(brand, 'theme', 'breakpoints').tablet = 800;
    },
    pointer: '/theme/breakpoints/tablet',
    rule: 'const',
  },
  {
    name: 'nav item with an unknown scope',
    mutate: (brand) => {
      at(brand, 'navigation', 'items', 0).scope = 'admin';
    },
    pointer: '/navigation/items/0/scope',
    rule: 'enum',
  },
  {
    name: 'registration field visibility out of range',
    mutate: (brand) => {
      at(brand, 'registrationFields').email = 3;
    },
    pointer: '/registrationFields/email',
    rule: 'enum',
  },
  {
    name: 'excluded country code in lower case',
    mutate: (brand) => {
      at(brand, 'settings').excludedCountryCodeList = ['US', 'gb'];
    },
    pointer: '/settings/excludedCountryCodeList/1',
    rule: 'pattern',
  },
  {
    name: 'mirror domain time window with a bad time',
    mutate: (brand) => {
      at(brand, 'settings').mirrorDomain = [
        {
          url: 'https://mirror.example',
          domainId: 7,
          settings: {
            registrationConfigs: [
              { country: 'DE', timeWindows: [{ from: '25:00', to: '06:00', deviceType: 'all' }] },
            ],
          },
        },
      ];
    },
    pointer: '/settings/mirrorDomain/0/settings/registrationConfigs/0/timeWindows/0/from',
    rule: 'pattern',
  },
  {
    name: 'default locale not enabled',
    mutate: (brand) => {
      brand.locales = { default: 'en', enabled: ['de', 'fr'] };
    },
    pointer: '/locales/enabled',
    rule: 'containsDefault',
  },
  {
    name: 'button label below WCAG AA contrast',
    mutate: (brand) => {
      at(brand, 'theme', 'colors').primary = '#60a5fa';
    },
    pointer: '/theme/components/button/kinds/primary/text',
    rule: 'contrast',
  },
  {
    name: 'chat names below WCAG AA contrast on the light appearance',
    mutate: (brand) => {
      at(brand, 'theme', 'components', 'chat', 'light').muted = '#a9afbb';
    },
    pointer: '/theme/components/chat/light/muted',
    rule: 'contrast',
  },
  {
    name: 'locale outside the 36 supported',
    mutate: (brand) => {
      (brand.locales.enabled as string[]).push('tlh');
    },
    pointer: `/locales/enabled/36`,
    rule: 'enum',
  },
  {
    name: 'duplicate nav item id',
    mutate: (brand) => {
      const items = brand.navigation.items;
      items.push({ ...(items[0] as (typeof items)[number]) });
    },
    pointer: '/navigation/items/9/id',
    rule: 'uniqueId',
  },
  {
    name: 'loyalty steps not ascending',
    mutate: (brand) => {
      at(brand, 'settings').loyaltyLevelGroupSteps = [1, 10, 5];
    },
    pointer: '/settings/loyaltyLevelGroupSteps/2',
    rule: 'ascending',
  },
  {
    name: 'font stack that could break out of its CSS declaration',
    mutate: (brand) => {
      at(brand, 'theme', 'fonts').body = 'Arial;} body{display:none';
    },
    pointer: '/theme/fonts/body',
    rule: 'pattern',
  },
];
