// The filters and the sort of a game list. Every change is one history entry (Back undoes it);
// the choices are lists, so a value is picked in one step rather than typed key by key.
import { providersQuery } from '@casino/api-client';
import { Checkbox, RangeFilter, Select, SortMenu, useGameSortOptions } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import styles from './Lobby.module.css';
import { lobbyMessages } from './lobbyMessages.ts';
import { isDay, type LobbyState, type NumericFilter } from './lobbyQuery.ts';

/** The steps each chosen (not typed) filter offers (the catalogue's own values and round figures). */
export const filterSteps: Record<Exclude<NumericFilter, 'rtpMin' | 'rtpMax'>, readonly number[]> = {
  maxMultiplierMin: [100, 500, 1000, 2500, 5000, 10000],
  minBet: [0.1, 0.2, 0.25, 0.5, 1],
  maxBet: [50, 100, 200, 500, 1000],
};

/** RTP is a percentage: the range the RTP filter accepts. */
const rtpBounds = { min: '0', max: '100' };

export interface LobbyFiltersProps {
  state: LobbyState;
  update: (change: Partial<LobbyState>) => void;
  /** A provider page has its provider fixed: no provider choice. @default true */
  showProviders?: boolean;
}

type SteppedFilter = keyof typeof filterSteps;

function numberOptions(intl: IntlShape, key: SteppedFilter, current: number | undefined) {
  const steps =
    current === undefined || filterSteps[key].includes(current)
      ? filterSteps[key]
      : [...filterSteps[key], current].sort((a, b) => a - b);
  return steps.map((value) => ({
    value: String(value),
    label:
      key === 'maxMultiplierMin'
        ? intl.formatMessage(lobbyMessages.multiplierValue, { value })
        : intl.formatNumber(value),
  }));
}

export function SortSelect({ state, update }: Pick<LobbyFiltersProps, 'state' | 'update'>) {
  return <SortMenu options={useGameSortOptions()} value={state.sort} onChange={(sort) => update({ sort })} />;
}

export function LobbyFilters({ state, update, showProviders = true }: LobbyFiltersProps) {
  const intl = useIntl();
  const { api } = useApp();
  const providers = useQuery({ ...providersQuery(api), enabled: showProviders });
  const numberSelect = (key: SteppedFilter, label: MessageDescriptor) => (
    <Select
      label={intl.formatMessage(label)}
      name={key}
      value={state[key] === undefined ? '' : String(state[key])}
      placeholder={intl.formatMessage(lobbyMessages.anyValue)}
      options={numberOptions(intl, key, state[key])}
      onChange={(event: ChangeEvent<HTMLSelectElement>) =>
        update({ [key]: event.target.value === '' ? undefined : Number(event.target.value) })
      }
    />
  );
  const dateInput = (key: 'releasedFrom' | 'releasedTo', label: MessageDescriptor) => (
    <label className={styles.dateField}>
      <span>{intl.formatMessage(label)}</span>
      <input
        type="date"
        name={key}
        value={state[key] ?? ''}
        onChange={(event) => {
          const value = event.target.value;
          if (value === '' || isDay(value)) update({ [key]: value || undefined });
        }}
      />
    </label>
  );
  const toggleProvider = (slug: string, on: boolean) =>
    update({ providers: on ? [...state.providers, slug] : state.providers.filter((p) => p !== slug) });

  return (
    <div className={styles.filters} data-testid="lobby-filters">
      <SortSelect state={state} update={update} />
      {showProviders && (
        <fieldset className={styles.fieldset}>
          <legend>{intl.formatMessage(lobbyMessages.providers)}</legend>
          <div className={styles.providerList} data-loading={providers.isPending || undefined}>
            {providers.data?.map((provider) => (
              <Checkbox
                key={provider.slug}
                name="provider"
                value={provider.slug}
                checked={state.providers.includes(provider.slug)}
                onChange={(event: ChangeEvent<HTMLInputElement>) =>
                  toggleProvider(provider.slug, event.target.checked)
                }
                label={intl.formatMessage(lobbyMessages.providerWithCount, {
                  name: provider.name,
                  count: provider.gamesCount,
                })}
              />
            ))}
          </div>
        </fieldset>
      )}
      <RangeFilter
        label={intl.formatMessage(lobbyMessages.rtp)}
        unit="%"
        bounds={rtpBounds}
        value={{
          ...(state.rtpMin === undefined ? {} : { min: String(state.rtpMin) }),
          ...(state.rtpMax === undefined ? {} : { max: String(state.rtpMax) }),
        }}
        onChange={(range) =>
          update({
            rtpMin: range.min === undefined ? undefined : Number(range.min),
            rtpMax: range.max === undefined ? undefined : Number(range.max),
          })
        }
      />
      {numberSelect('maxMultiplierMin', lobbyMessages.maxMultiplier)}
      <div className={styles.pair}>
        {numberSelect('minBet', lobbyMessages.minBet)}
        {numberSelect('maxBet', lobbyMessages.maxBet)}
      </div>
      <fieldset className={styles.fieldset}>
        <legend>{intl.formatMessage(lobbyMessages.released)}</legend>
        <div className={styles.pair}>
          {dateInput('releasedFrom', lobbyMessages.releasedFrom)}
          {dateInput('releasedTo', lobbyMessages.releasedTo)}
        </div>
      </fieldset>
    </div>
  );
}
