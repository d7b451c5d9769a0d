import { countries as countryData, getEmojiFlag } from 'countries-list';
import { type Brand, BrandRegistry } from './brands.ts';
import { addDays, dayInZone } from './clock.ts';
import { hashPasswordSync } from './crypto.ts';
import type { Db, Queryable } from './db.ts';
import { removeDemoPlayers } from './demo-players.ts';
import { MAX_MULTIPLIER, rtpPercent } from './demo-slot.ts';
import { assertPayoutRules } from './payout-destinations.ts';
import { hash32, type Prng, prng } from './prng.ts';

/** The password of every demo player (fits every brand's password rules). */
export const DEMO_PASSWORD = 'Demo1234!';

export const DEMO_PLAYERS = [
  { key: 'new', email: 'new@demo.casino', state: 'registered, no deposit, e-mail not verified' },
  { key: 'depositor', email: 'depositor@demo.casino', state: '3 deposits, wagering done, rakeback to claim' },
  { key: 'excluded', email: 'excluded@demo.casino', state: 'self-excluded for 30 days (can only withdraw)' },
  { key: 'kyc', email: 'kyc@demo.casino', state: 'KYC APPROVED, documents confirmed, address locked' },
  { key: 'bonus', email: 'bonus@demo.casino', state: 'active deposit bonus with wagering left + free spins' },
  { key: 'crypto', email: 'crypto@demo.casino', state: 'crypto wallet (USDT), addresses per network' },
] as const;

/** Inserts rows (objects keyed by column) in one statement through jsonb_populate_recordset. */
export async function insertRows(
  q: Queryable,
  table: string,
  rows: Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0] as object);
  const list = cols.map((c) => `"${c}"`).join(', ');
  for (let i = 0; i < rows.length; i += 1000) {
    await q.query(
      `INSERT INTO ${table} (${list}) SELECT ${list} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`,
      [JSON.stringify(rows.slice(i, i + 1000))],
    );
  }
}

/** Countries of the SEPA scheme (EU, EEA, and the other members) where euro payouts go by IBAN. */
const SEPA_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'IS',
  'LI',
  'NO',
  'CH',
  'GB',
  'MC',
  'SM',
  'VA',
  'AD',
];

const CRYPTO = [
  { code: 'BTC', name: 'Bitcoin', symbol: '₿', decimals: 8 },
  { code: 'ETH', name: 'Ethereum', symbol: 'Ξ', decimals: 8 },
  { code: 'USDT', name: 'Tether', symbol: '₮', decimals: 8 },
  { code: 'LTC', name: 'Litecoin', symbol: 'Ł', decimals: 8 },
  { code: 'TRX', name: 'TRON', symbol: 'TRX', decimals: 8 },
];

function currencySymbol(code: string): string {
  try {
    const part = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    })
      .formatToParts(1)
      .find((p) => p.type === 'currency');
    return part?.value ?? code;
  } catch {
    return code;
  }
}

const WORDS_A = [
  'Golden',
  'Wild',
  'Lucky',
  'Mystic',
  'Royal',
  'Crazy',
  'Mega',
  'Fire',
  'Ice',
  'Dragon',
  'Neon',
  'Pirate',
  'Jungle',
  'Cosmic',
  'Sweet',
  'Viking',
  'Aztec',
  'Pharaoh',
  'Fruit',
  'Diamond',
  'Thunder',
  'Candy',
  'Samurai',
  'Ocean',
  'Desert',
  'Magic',
  'Shadow',
  'Crystal',
  'Book of',
  'Rise of',
  'Legend of',
  'Wolf',
  'Buffalo',
  'Lion',
  'Panda',
  'Tiger',
  'Egypt',
  'Olympus',
  'Zeus',
  'Joker',
];
const WORDS_B = [
  'Fortune',
  'Riches',
  'Spins',
  'Gems',
  'Treasure',
  'Jackpot',
  'Bonanza',
  'Reels',
  'Gold',
  'Quest',
  'Kingdom',
  'Nights',
  'Party',
  'Rush',
  'Storm',
  'Empire',
  'Wins',
  'Megaways',
  'Hold & Win',
  'Deluxe',
  'Blitz',
  'Legends',
  'Power',
  'Fever',
  'Strike',
  'Magic',
  'Heist',
  'Island',
  'Temple',
  'Express',
];
const LIVE_NAMES = [
  'Roulette',
  'Blackjack',
  'Baccarat',
  'Dream Catcher',
  'Crazy Time',
  'Monopoly Live',
  'Sic Bo',
  'Dragon Tiger',
  'Andar Bahar',
  'Poker',
  'Lightning Dice',
  'Mega Ball',
  'Football Studio',
  'Deal or No Deal',
  'Teen Patti',
];
const PROVIDER_A = [
  'Red',
  'Blue',
  'Quick',
  'Bright',
  'Iron',
  'Silver',
  'Star',
  'Nova',
  'Pixel',
  'North',
  'Lunar',
  'Solar',
  'Atlas',
  'Pulse',
  'Echo',
  'Zen',
  'Vertex',
  'Orbit',
  'Hyper',
  'True',
];
const PROVIDER_B = [
  'Fox Gaming',
  'Play',
  'Spin Studios',
  'Gaming',
  'Reels',
  'Live',
  'Entertainment',
  'Labs',
  'Games',
  'Interactive',
];
const SYMBOLS = ['7', '★', '♦', '♥', '♣', '♠', '$', '♛', '☀', '♪'];
const NICKNAMES = [
  'AceHunter',
  'LuckyLuke',
  'SpinQueen',
  'HighRoller',
  'NightOwl',
  'RedBaron',
  'GoldRush',
  'MissFortune',
  'JackpotJoe',
  'ReelDeal',
  'SlotSamurai',
  'CryptoKing',
  'BetBetty',
  'WildCard',
  'ZeroHero',
  'RiskyRick',
  'MegaMax',
  'StarDust',
  'IronBet',
  'CoolCat',
];

function hsl(rand: Prng): string {
  return `hsl(${rand.int(0, 359)} ${rand.int(55, 85)}% ${rand.int(30, 55)}%)`;
}

/**
 * Demo data only: the rakeback of a past or coming day for a seeded player (0 for players who never
 * deposited), so the demo players' calendars have days to claim. At run time rakeback is earned by
 * play only (the rakeback bonus's percent of the day's stakes, in routes/games.ts).
 */
function seededRakebackFor(userId: number, depositCount: number, day: string): number {
  if (depositCount === 0) return 0;
  const r = prng(hash32(`${userId}:${day}`));
  if (r.chance(0.25)) return 0;
  return Math.round(r.int(50, 4000)) / 100;
}

/** Wipes every table and writes the deterministic data set. */
export async function seed(
  db: Db,
  opts: {
    seed: number;
    brands: Brand[];
    now: Date;
    /** false: the demo players are taken out again (production without PRODUCTION_ALLOW_DEMO_PLAYERS). */
    demoPlayers?: boolean;
  },
): Promise<void> {
  const { now } = opts;
  const rand = prng(opts.seed);
  const iso = (d: Date) => d.toISOString();
  const daysFromNow = (n: number) => new Date(now.getTime() + n * 86400000);
  const today = dayInZone(now);

  await db.tx(async (q) => {
    const tables = (
      await q.query<{ tablename: string }>(
        "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'",
      )
    ).map((r) => r.tablename);
    if (tables.length)
      await q.query(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`);

    // Brands: settings2 rows from brand.json's settings block (+ its page URLs), scripts.
    const settingRows: Record<string, unknown>[] = [];
    const scriptRows: Record<string, unknown>[] = [];
    for (const brand of opts.brands) {
      const settings: Record<string, unknown> = { ...brand.settings };
      if (!('pageUrlSetup' in settings) && brand.pageUrls.length) settings.pageUrlSetup = brand.pageUrls;
      for (const [key, value] of Object.entries(settings)) settingRows.push({ brand: brand.id, key, value });
      scriptRows.push(
        {
          brand: brand.id,
          key: 'site-meta',
          audience: 'all',
          head: `<meta name="casino-brand" content="${brand.id}">`,
          body_start: null,
          body_end: null,
          sort: 1,
        },
        {
          brand: brand.id,
          key: 'auth-widget',
          audience: 'auth',
          head: null,
          body_start: null,
          body_end: '<!-- reference back end: script for logged-in players -->',
          sort: 2,
        },
        {
          brand: brand.id,
          key: 'depositor-pixel',
          audience: 'depositors',
          head: '<meta name="casino-depositor" content="1">',
          body_start: null,
          body_end: null,
          sort: 3,
        },
      );
    }
    await insertRows(q, 'brand_settings', settingRows);
    await insertRows(q, 'brand_scripts', scriptRows);

    // Countries and currencies.
    const codes = Object.keys(countryData).sort();
    await insertRows(
      q,
      'countries',
      codes.map((code, i) => {
        const c = countryData[code as keyof typeof countryData];
        return {
          country_id: i + 1,
          code,
          name: c.name,
          phone_code: `+${c.phone[0] ?? 0}`,
          flag: getEmojiFlag(code as keyof typeof countryData),
          currency_code: c.currency[0] ?? null,
        };
      }),
    );
    const fiat = new Set<string>();
    for (const code of codes)
      for (const cur of countryData[code as keyof typeof countryData].currency) fiat.add(cur);
    const names = new Intl.DisplayNames('en', { type: 'currency' });
    await insertRows(q, 'currencies', [
      ...[...fiat].sort().map((code) => ({
        code,
        name: names.of(code) ?? code,
        symbol: currencySymbol(code),
        is_crypto: false,
        decimals: 2,
      })),
      ...CRYPTO.map((c) => ({ ...c, is_crypto: true })),
    ]);

    // Providers, categories, games.
    const providers: { id: number; slug: string; name: string }[] = [];
    const seen = new Set<string>();
    while (providers.length < 40) {
      const name = `${rand.pick(PROVIDER_A)} ${rand.pick(PROVIDER_B)}`;
      if (seen.has(name)) continue;
      seen.add(name);
      providers.push({ id: providers.length + 1, slug: slugify(name), name });
    }
    await insertRows(q, 'providers', providers);
    await insertRows(q, 'categories', [
      { id: 1, slug: 'slots', name: 'Slots', sort: 1 },
      { id: 2, slug: 'live', name: 'Live Casino', sort: 2 },
      { id: 3, slug: 'popular', name: 'Popular', sort: 3 },
      { id: 4, slug: 'new', name: 'New', sort: 4 },
    ]);
    const games: Record<string, unknown>[] = [];
    const slugs = new Set<string>();
    for (let id = 1; id <= 3000; id++) {
      const live = rand.chance(0.15);
      const provider = rand.pick(providers);
      let name = live
        ? `${rand.pick(['', 'Speed ', 'VIP ', 'Lightning ', 'Immersive '])}${rand.pick(LIVE_NAMES)}`
        : `${rand.pick(WORDS_A)} ${rand.pick(WORDS_B)}`;
      let slug = slugify(`${name}-${provider.slug}`);
      if (slugs.has(slug)) {
        name = `${name} ${rand.int(2, 99)}`;
        slug = `${slugify(`${name}-${provider.slug}`)}-${id}`;
      }
      slugs.add(slug);
      const releaseDaysAgo = rand.int(0, 1500);
      const tags: string[] = [];
      if (rand.chance(0.1)) tags.push('popular');
      if (releaseDaysAgo < 90) tags.push('new');
      const minBet = rand.pick([0.1, 0.2, 0.25, 0.5, 1]);
      games.push({
        id,
        slug,
        name,
        provider_id: provider.id,
        category: live ? 'live' : 'slots',
        tags,
        rtp: Math.round(rand.int(9200, 9850)) / 100,
        max_multiplier: live
          ? rand.pick([8, 35, 500, 1000])
          : rand.pick([500, 1000, 2500, 5000, 10000, 21100]),
        min_bet: minBet,
        max_bet: rand.pick([50, 100, 200, 500, 1000]),
        sort: rand.int(1, 10000),
        release_date: dayInZone(daysFromNow(-releaseDaysAgo)),
        has_demo: !live && !rand.chance(0.05),
        bonus_eligible: !live && !rand.chance(0.1),
        restricted_countries: rand.chance(0.05) ? ['DE', 'ES'] : [],
        color1: hsl(rand),
        color2: hsl(rand),
        symbol: rand.pick(SYMBOLS),
      });
    }
    // Game 1 is the demo slot everybody can play (demo, bonus-eligible, no country block).
    Object.assign(games[0] as object, {
      name: 'Reference Fruits',
      slug: 'reference-fruits',
      category: 'slots',
      tags: ['popular'],
      has_demo: true,
      bonus_eligible: true,
      restricted_countries: [],
      min_bet: 0.1,
      max_bet: 100,
      // What its pay table returns, computed exactly (demo-slot.ts), and its top prize.
      rtp: rtpPercent(),
      max_multiplier: MAX_MULTIPLIER,
    });
    await insertRows(q, 'games', games);

    // Payment methods: one or more exercising each filter of spec 6.
    const pm = (id: number, name: string, over: Record<string, unknown>) => ({
      id,
      name,
      title: name,
      raw_title: name.toUpperCase().replace(/\W+/g, '_'),
      description: `${name} payments`,
      thumbnail_url: `/api/payments/thumbnail/${id}.svg`,
      sort: 100 - id,
      is_active: true,
      hidden: false,
      deposit_exist: true,
      withdrawal_exist: true,
      allowed_countries: [],
      restricted_countries: [],
      tag_restricted_countries: {},
      allowed_currencies: [],
      restricted_currencies: [],
      allow_emails: [],
      allow_tags: [],
      payment_method: 'card',
      is_card_form: false,
      is_crypto: false,
      networks: [],
      min_amount: 5,
      max_amount: 5000,
      fee_percent: 0,
      requires_phone: false,
      requires_email_verification: false,
      payout_destinations: [],
      ...over,
    });
    // Where each method pays out (payout-destinations.ts): a bank pays Indian rupees to an IFSC
    // account, euros in SEPA countries to an IBAN, anything else by SWIFT.
    const bankPayouts = [
      { scheme: 'imps', countries: ['IN'], currencies: ['INR'] },
      { scheme: 'sepa', countries: SEPA_COUNTRIES, currencies: ['EUR'] },
      { scheme: 'swift' },
    ];
    const ewallet = [{ scheme: 'ewallet' }];
    const methods = [
      pm(1, 'Visa / Mastercard', {
        payment_method: 'card',
        is_card_form: true,
        sort: 100,
        restricted_countries: ['KP', 'IR'],
        payout_destinations: [{ scheme: 'card' }],
      }),
      pm(2, 'Skrill', {
        payment_method: 'ewallet',
        sort: 90,
        restricted_currencies: ['TRY'],
        payout_destinations: ewallet,
      }),
      pm(3, 'Bank Transfer', {
        payment_method: 'bank',
        sort: 80,
        min_amount: 20,
        max_amount: 100000,
        fee_percent: 1,
        payout_destinations: bankPayouts,
      }),
      pm(4, 'Papara', {
        payment_method: 'ewallet',
        sort: 70,
        allowed_countries: ['TR'],
        allowed_currencies: ['TRY'],
        min_amount: 5,
        max_amount: 100000,
        payout_destinations: ewallet,
      }),
      pm(5, 'Interac', {
        payment_method: 'bank',
        sort: 65,
        allowed_countries: ['CA'],
        allowed_currencies: ['CAD'],
        payout_destinations: [{ scheme: 'swift' }],
      }),
      pm(6, 'M-Pesa', {
        payment_method: 'mobile',
        sort: 60,
        requires_phone: true,
        allowed_countries: ['KE', 'TZ'],
        allowed_currencies: ['KES', 'TZS'],
        payout_destinations: [{ scheme: 'mobile' }],
      }),
      pm(7, 'VIP Wire', {
        payment_method: 'bank',
        sort: 55,
        allow_tags: ['vip'],
        min_amount: 500,
        max_amount: 500000,
        payout_destinations: bankPayouts,
      }),
      pm(8, 'Staff Test Pay', {
        payment_method: 'ewallet',
        sort: 50,
        allow_emails: ['kyc@demo.casino'],
        payout_destinations: ewallet,
      }),
      pm(9, 'Regional Pay', {
        payment_method: 'ewallet',
        sort: 45,
        tag_restricted_countries: { byTag: { vip: [] }, default: ['DE', 'AT'] },
        payout_destinations: ewallet,
      }),
      pm(10, 'Legacy Wallet', {
        payment_method: 'ewallet',
        sort: 40,
        is_active: false,
        payout_destinations: ewallet,
      }),
      pm(11, 'Hidden Payout', {
        payment_method: 'bank',
        sort: 35,
        hidden: true,
        deposit_exist: false,
        withdrawal_exist: true,
        payout_destinations: bankPayouts,
      }),
      pm(12, 'Voucher', {
        payment_method: 'voucher',
        sort: 30,
        withdrawal_exist: false,
        requires_email_verification: true,
        min_amount: 10,
        max_amount: 250,
      }),
      pm(13, 'Bitcoin', {
        payment_method: 'crypto',
        is_crypto: true,
        payout_destinations: [{ scheme: 'crypto' }],
        sort: 25,
        allowed_currencies: [],
        networks: [{ code: 'BTC', name: 'Bitcoin', currencyCode: 'BTC', minDeposit: 0.0001 }],
        min_amount: 10,
        max_amount: 100000,
      }),
      pm(14, 'Tether', {
        payment_method: 'crypto',
        is_crypto: true,
        payout_destinations: [{ scheme: 'crypto' }],
        sort: 24,
        networks: [
          { code: 'TRC20', name: 'Tron (TRC20)', currencyCode: 'USDT', minDeposit: 5 },
          { code: 'ERC20', name: 'Ethereum (ERC20)', currencyCode: 'USDT', minDeposit: 20 },
          { code: 'BEP20', name: 'BNB Smart Chain (BEP20)', currencyCode: 'USDT', minDeposit: 5 },
        ],
        min_amount: 5,
        max_amount: 100000,
      }),
      pm(15, 'Ethereum', {
        payment_method: 'crypto',
        is_crypto: true,
        payout_destinations: [{ scheme: 'crypto' }],
        sort: 23,
        networks: [{ code: 'ERC20', name: 'Ethereum (ERC20)', currencyCode: 'ETH', minDeposit: 0.005 }],
        min_amount: 10,
        max_amount: 100000,
      }),
      pm(16, 'UPI', {
        payment_method: 'upi',
        sort: 22,
        allowed_countries: ['IN'],
        allowed_currencies: ['INR'],
        min_amount: 100,
        max_amount: 200000,
        payout_destinations: [{ scheme: 'upi' }],
      }),
    ];
    for (const m of methods) assertPayoutRules(m.name, m.payout_destinations);
    await insertRows(q, 'payment_methods', methods);

    // Bonuses of every type, a promotion per weekday, the rakeback bonus.
    const banner = (title: string, hue: number) => ({
      bannerTitle: title,
      imageUrl: `/api/bonuses/banner/${hue}.svg`,
      color: `hsl(${hue} 70% 45%)`,
    });
    const bonus = (id: number, name: string, type: string, over: Record<string, unknown>) => ({
      id,
      name,
      type,
      description: `${name}: terms apply.`,
      banner: banner(name, (id * 47) % 360),
      is_deposit: type === 'deposit',
      is_active: true,
      sort: id,
      deposit_bonus_percent: null,
      max_bonus_threshold: null,
      bonus_amount: null,
      free_spins_quantity: null,
      game_id: null,
      max_win: null,
      min_balance: null,
      min_deposit: null,
      wagering_multiplier: 0,
      wagering_type: 'REAL_MONEY_ONLY',
      days_valid: 7,
      valid_on_days: null,
      start_at: null,
      end_at: null,
      max_participants: null,
      registration_window_days: null,
      deposits_number: null,
      calendar_weekday: null,
      requires_email_verification: false,
      fraud_sensitive: false,
      rakeback_percent: null,
      rakeback_basis: 'stakes',
      // The stake of each free spin (in the player's currency), decided here, never by the client.
      free_spin_value: type === 'freespins' ? 0.2 : null,
      ...over,
    });
    const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    await insertRows(q, 'bonuses', [
      bonus(1, 'Welcome Bonus 100% up to 500', 'deposit', {
        deposit_bonus_percent: 100,
        max_bonus_threshold: 500,
        min_deposit: 20,
        wagering_multiplier: 35,
        wagering_type: 'REAL_TO_FUN',
        max_win: 5000,
        deposits_number: 0,
        registration_window_days: 30,
      }),
      bonus(2, 'Second Deposit 50%', 'deposit', {
        deposit_bonus_percent: 50,
        max_bonus_threshold: 300,
        min_deposit: 20,
        wagering_multiplier: 30,
        deposits_number: 1,
      }),
      bonus(3, '50 Free Spins on Reference Fruits', 'freespins', {
        free_spins_quantity: 50,
        game_id: 1,
        max_win: 100,
        wagering_multiplier: 20,
        fraud_sensitive: true,
      }),
      bonus(4, 'No Deposit 10', 'no_deposit', {
        bonus_amount: 10,
        wagering_multiplier: 40,
        max_win: 100,
        requires_email_verification: true,
        fraud_sensitive: true,
        max_participants: 1000,
      }),
      bonus(5, 'Weekly Cashback 10%', 'instant_cashback', { rakeback_percent: 10, min_deposit: 10 }),
      bonus(6, 'Rakeback', 'instant_cashback', { rakeback_percent: 5, days_valid: 1 }),
      bonus(7, 'Weekend Reload 25%', 'deposit', {
        deposit_bonus_percent: 25,
        max_bonus_threshold: 200,
        min_deposit: 20,
        wagering_multiplier: 25,
        valid_on_days: [0, 6],
      }),
      bonus(8, 'Expired Summer Promo', 'deposit', {
        deposit_bonus_percent: 75,
        max_bonus_threshold: 150,
        min_deposit: 20,
        wagering_multiplier: 30,
        start_at: iso(daysFromNow(-120)),
        end_at: iso(daysFromNow(-60)),
      }),
      bonus(9, 'Next Month Mega Spins', 'freespins', {
        free_spins_quantity: 100,
        game_id: 1,
        wagering_multiplier: 20,
        start_at: iso(daysFromNow(30)),
        end_at: iso(daysFromNow(60)),
      }),
      bonus(10, 'High Roller Reload', 'deposit', {
        deposit_bonus_percent: 20,
        max_bonus_threshold: 2000,
        min_deposit: 100,
        wagering_multiplier: 20,
        deposits_number: 3,
      }),
      ...weekdayNames.map((day, i) =>
        bonus(
          20 + i,
          `${day} Special: ${['Free Spins Fiesta', 'Reload Rush', 'Twice the Fun', 'Midweek Magic', 'Thrilling Thursday', 'Friday Fortune', 'Saturday Spin Party'][i]} with extra prizes for everybody`,
          i % 2 ? 'deposit' : 'freespins',
          {
            calendar_weekday: i,
            valid_on_days: [i],
            deposit_bonus_percent: i % 2 ? 30 : null,
            max_bonus_threshold: i % 2 ? 100 : null,
            min_deposit: i % 2 ? 20 : null,
            free_spins_quantity: i % 2 ? null : 20,
            game_id: i % 2 ? null : 1,
            wagering_multiplier: 25,
          },
        ),
      ),
    ]);
    await insertRows(q, 'coupons', [
      { code: 'WELCOME10', bonus_id: null, amount: 10, is_active: true },
      { code: 'SPINS50', bonus_id: 3, amount: 0, is_active: true },
    ]);

    // VIP levels: 40 levels in the groups of loyaltyLevelGroupSteps.
    const groups = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'];
    await insertRows(
      q,
      'vip_levels',
      Array.from({ length: 40 }, (_, i) => {
        const level = i + 1;
        const g = level < 5 ? 0 : level < 10 ? 1 : level < 20 ? 2 : level < 35 ? 3 : 4;
        return {
          level,
          name: `${groups[g]} ${level}`,
          min_points: i * i * 100,
          rakeback_percent: 5 + g * 2.5,
          accumulator_percent: 0.05 + g * 0.01,
          perks: g >= 3 ? ['personal-manager', 'bet-limit-by-support'] : [],
        };
      }),
    );
    await insertRows(q, 'document_labels', [
      {
        id: 1,
        type: 'identity',
        label: 'Proof of identity',
        description: 'Passport, ID card or driving licence',
        sort: 1,
      },
      {
        id: 2,
        type: 'address',
        label: 'Proof of address',
        description: 'Utility bill or bank letter, less than 3 months old',
        sort: 2,
      },
      {
        id: 3,
        type: 'bank_statement',
        label: 'Bank statement',
        description: 'A statement showing your name and account',
        sort: 3,
      },
    ]);

    // Demo players.
    const playerRows: Record<string, unknown>[] = [];
    const base = {
      phone_code: null,
      phone: null,
      first_name: null,
      last_name: null,
      date_of_birth: '1990-05-17',
      gender: 'Not to say',
      country_code: 'MT',
      city: null,
      address: null,
      zip_code: null,
      nickname: null,
      kyc_status: 'NOT_STARTED',
      currency_code: 'EUR',
      tags: [],
      is_email_verified: true,
      locale: 'en',
      loyalty_level: 1,
      loyalty_points: 0,
      deposit_count: 0,
      total_deposit: 0,
      total_spend: 0,
      deposit_wager_left: 0,
      monthly_limit: null,
      self_exclusion_permanent: false,
      self_exclusion_until: null,
      // Every account belongs to a brand, whose rules it follows and whose site it logs in on:
      // the demo players to the default one (the brand that claims localhost).
      brand: new BrandRegistry(opts.brands).fallback?.id ?? null,
    };
    const players: Record<(typeof DEMO_PLAYERS)[number]['key'], Record<string, unknown>> = {
      new: { is_email_verified: false, date_of_birth: '1900-01-01', created_at: iso(daysFromNow(-1)) },
      depositor: {
        first_name: 'Dana',
        last_name: 'Depositor',
        nickname: 'DanaD',
        city: 'Valletta',
        address: '1 Republic Street',
        zip_code: 'VLT 1111',
        phone_code: '+356',
        phone: '21234567',
        deposit_count: 3,
        total_deposit: 600,
        total_spend: 1450,
        loyalty_level: 6,
        loyalty_points: 2600,
        tags: ['regular'],
        created_at: iso(daysFromNow(-90)),
      },
      excluded: {
        first_name: 'Sam',
        last_name: 'Excluded',
        nickname: 'SamX',
        deposit_count: 2,
        total_deposit: 200,
        total_spend: 300,
        self_exclusion_until: iso(daysFromNow(30)),
        created_at: iso(daysFromNow(-200)),
      },
      kyc: {
        first_name: 'Kim',
        last_name: 'Verified',
        nickname: 'KimV',
        gender: 'Female',
        city: 'Sliema',
        address: '22 Tower Road',
        zip_code: 'SLM 1605',
        phone_code: '+356',
        phone: '79876543',
        kyc_status: 'APPROVED',
        deposit_count: 5,
        total_deposit: 2500,
        total_spend: 6000,
        loyalty_level: 21,
        loyalty_points: 40000,
        tags: ['vip'],
        monthly_limit: 50000,
        created_at: iso(daysFromNow(-400)),
      },
      bonus: {
        first_name: 'Bo',
        last_name: 'Bonus',
        nickname: 'BoB',
        deposit_count: 1,
        total_deposit: 100,
        total_spend: 40,
        created_at: iso(daysFromNow(-10)),
      },
      crypto: {
        first_name: 'Cris',
        last_name: 'Crypto',
        nickname: 'SatoshiFan',
        currency_code: 'USDT',
        country_code: 'CA',
        deposit_count: 2,
        total_deposit: 1000,
        total_spend: 900,
        loyalty_level: 8,
        created_at: iso(daysFromNow(-60)),
      },
    };
    DEMO_PLAYERS.forEach((p, i) => {
      // One salt for the demo players (their password is published anyway): one costly hash per seed.
      const seedSalt = `demo-${opts.seed}`;
      playerRows.push({
        ...base,
        ...players[p.key],
        id: i + 1,
        uuid: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
        email: p.email,
        username: p.email.split('@')[0],
        password_hash: hashPasswordSync(DEMO_PASSWORD, seedSalt),
        referral_code: `REF${String(1000 + i + 1)}`,
      });
    });
    await insertRows(q, 'users', playerRows);
    await q.query("SELECT setval(pg_get_serial_sequence('users', 'id'), 100)");
    await insertRows(q, 'wallets', [
      { user_id: 1, currency_code: 'EUR', balance: 0, bonus_balance: 0, is_primary: true },
      { user_id: 2, currency_code: 'EUR', balance: 500, bonus_balance: 0, is_primary: true },
      { user_id: 3, currency_code: 'EUR', balance: 120, bonus_balance: 0, is_primary: true },
      { user_id: 4, currency_code: 'EUR', balance: 2500, bonus_balance: 0, is_primary: true },
      { user_id: 5, currency_code: 'EUR', balance: 100, bonus_balance: 100, is_primary: true },
      { user_id: 6, currency_code: 'USDT', balance: 750.12345678, bonus_balance: 0, is_primary: true },
    ]);
    // Past deposits as transactions, so the history and the counters agree.
    const txs: Record<string, unknown>[] = [];
    let n = 0;
    for (const [userId, count, total, cur, method] of [
      [2, 3, 600, 'EUR', 1],
      [3, 2, 200, 'EUR', 2],
      [4, 5, 2500, 'EUR', 3],
      [5, 1, 100, 'EUR', 1],
      // Crypto amounts use their decimals: the app must show all eight (issue 29).
      [6, 2, 1000.2469, 'USDT', 14],
    ] as const) {
      for (let k = 0; k < count; k++) {
        n++;
        const at = iso(daysFromNow(-(count - k) * 7));
        txs.push({
          uuid: `seed-tx-${n}`,
          user_id: userId,
          type: 'deposit',
          status: 'completed',
          amount: total / count,
          fee: 0,
          currency_code: cur,
          payment_method_id: method,
          // The card paid in with (never the number): a card payout goes back to it.
          details: method === 1 ? { card: { last4: '4242', expiry: '12/39' } } : {},
          created_at: at,
          updated_at: at,
        });
      }
    }
    txs.push({
      uuid: 'seed-tx-w1',
      user_id: 4,
      type: 'withdrawal',
      status: 'processed',
      amount: 300,
      fee: 0,
      currency_code: 'EUR',
      payment_method_id: 3,
      details: {},
      created_at: iso(daysFromNow(-3)),
      updated_at: iso(daysFromNow(-2)),
    });
    await insertRows(q, 'transactions', txs);
    // The bonus player: an active deposit bonus with wagering left and active free spins.
    await insertRows(q, 'user_bonuses', [
      {
        user_id: 5,
        bonus_id: 1,
        status: 'active',
        bonus_amount: 100,
        deposit_amount: 100,
        wager_required: 3500,
        wagered: 40,
        free_spins_total: 0,
        free_spins_left: 0,
        converted_amount: 0,
        started_at: iso(daysFromNow(-2)),
        expires_at: iso(daysFromNow(5)),
      },
      {
        user_id: 5,
        bonus_id: 3,
        status: 'active',
        bonus_amount: 0,
        deposit_amount: 0,
        wager_required: 0,
        wagered: 0,
        free_spins_total: 50,
        free_spins_left: 38,
        converted_amount: 0,
        started_at: iso(daysFromNow(-2)),
        expires_at: iso(daysFromNow(5)),
      },
      {
        user_id: 2,
        bonus_id: 2,
        status: 'completed',
        bonus_amount: 50,
        deposit_amount: 100,
        wager_required: 1500,
        wagered: 1500,
        free_spins_total: 0,
        free_spins_left: 0,
        converted_amount: 50,
        started_at: iso(daysFromNow(-30)),
        expires_at: iso(daysFromNow(-23)),
      },
    ]);
    await insertRows(q, 'user_active_bonus_slots', [
      { user_id: 5, slot: 'bonus', user_bonus_id: 1 },
      { user_id: 5, slot: 'freespins', user_bonus_id: 2 },
    ]);
    await insertRows(
      q,
      'documents',
      [1, 2, 3].map((label) => ({
        user_id: 4,
        label_id: label,
        status: 'confirmed',
        file_name: `document-${label}.pdf`,
        mime_type: 'application/pdf',
        size: 1024,
        comment: null,
        created_at: iso(daysFromNow(-300)),
        updated_at: iso(daysFromNow(-299)),
      })),
    );
    await insertRows(q, 'crypto_addresses', [
      {
        user_id: 6,
        currency_code: 'USDT',
        network: 'TRC20',
        address: 'TDemo6Crypto1111111111111111111111',
        created_at: iso(now),
      },
    ]);
    // Rakeback days for the window the calendar shows (claim window: today and yesterday).
    const rakeback: Record<string, unknown>[] = [];
    for (const p of playerRows) {
      for (let d = -8; d <= 20; d++) {
        const day = addDays(today, d);
        const amount = d > 6 ? 0 : seededRakebackFor(p.id as number, p.deposit_count as number, day);
        rakeback.push({
          user_id: p.id,
          bonus_id: 6,
          claim_date: day,
          amount,
          paid_at: d < -1 && amount > 0 && d % 2 === 0 ? iso(daysFromNow(d + 1)) : null,
        });
      }
    }
    // The depositor always has something to claim today and yesterday.
    for (const r of rakeback)
      if (r.user_id === 2 && (r.claim_date === today || r.claim_date === addDays(today, -1)))
        r.amount = r.claim_date === today ? 12.5 : 7.25;
    await insertRows(q, 'rakeback_days', rakeback);

    // Tournaments and races with leaderboards.
    const tournaments: Record<string, unknown>[] = [];
    const entries: Record<string, unknown>[] = [];
    const specs = [
      { type: 'tournament', name: 'Spring Slots Tournament', start: -3, end: 4, pool: 10000 },
      { type: 'tournament', name: 'Live Casino Masters', start: -1, end: 13, pool: 25000 },
      { type: 'tournament', name: 'Next Week Mega Tournament', start: 7, end: 14, pool: 50000 },
      { type: 'race', name: 'Hourly Spin Race', start: -0.02, end: 0.02, pool: 500 },
      { type: 'race', name: 'Daily Race', start: -0.5, end: 0.5, pool: 2000 },
      { type: 'race', name: 'Finished Weekend Race', start: -9, end: -7, pool: 3000 },
    ];
    specs.forEach((s, i) => {
      const id = i + 1;
      tournaments.push({
        id,
        type: s.type,
        name: s.name,
        description: `${s.name}: the biggest multiplier or turnover wins.`,
        starts_at: iso(daysFromNow(s.start)),
        ends_at: iso(daysFromNow(s.end)),
        prize_pool: s.pool,
        currency_code: 'EUR',
        min_bet: 0.2,
        game_ids: [1, ...Array.from({ length: 9 }, () => rand.int(2, 3000))],
        prizes: [0.5, 0.25, 0.15, 0.1].map((share, k) => ({ place: k + 1, amount: s.pool * share })),
      });
      if (s.start < 0)
        for (let k = 0; k < 15; k++) {
          const nick = `${rand.pick(NICKNAMES)}${rand.int(1, 99)}`;
          entries.push({
            tournament_id: id,
            player_key: `bot:${nick}:${k}`,
            user_id: null,
            nickname: nick,
            score: Math.round(rand.int(100, 100000)) / 10,
          });
        }
    });
    await insertRows(q, 'tournaments', tournaments);
    await insertRows(q, 'tournament_entries', entries);

    // Bet feed history and a few chat messages.
    const bets: Record<string, unknown>[] = [];
    for (let i = 0; i < 200; i++) {
      const amount = rand.pick([0.2, 0.5, 1, 2, 5, 10, 25, 100, 500]);
      const multiplier = rand.chance(0.55)
        ? 0
        : Math.round(rand.next() * rand.pick([2, 5, 20, 200]) * 100) / 100;
      bets.push({
        user_id: null,
        nickname: `${rand.pick(NICKNAMES)}${rand.int(1, 99)}`,
        game_id: rand.int(1, 3000),
        amount,
        win: Math.round(amount * multiplier * 100) / 100,
        multiplier,
        currency_code: 'EUR',
        created_at: iso(new Date(now.getTime() - (200 - i) * 45000)),
      });
    }
    await insertRows(q, 'bets', bets);
    await insertRows(
      q,
      'chat_messages',
      ['Good luck everyone!', 'Anyone tried Reference Fruits?', 'Big win on the daily race 🎉'].map(
        (text, i) => ({
          room: 'general',
          user_id: null,
          nickname: rand.pick(NICKNAMES),
          text,
          created_at: iso(new Date(now.getTime() - (3 - i) * 60000)),
        }),
      ),
    );
    if (opts.demoPlayers === false)
      await removeDemoPlayers(
        q,
        DEMO_PLAYERS.map((p) => p.email),
      );
  });
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
