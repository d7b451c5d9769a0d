// The filters and the sort of a game list. Every change is one history entry (Back undoes it);
// the choices are lists, so a value is picked in one step rather than typed key by key.
import { providersQuery } from '@casino/api-client';
import { Checkbox, Select } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import styles from './Lobby.module.css';
import { lobbyMessages } from './lobbyMessages.ts';
import { isDay, type LobbySort, type LobbyState, lobbySorts, type NumericFilter } from './lobbyQuery.ts';

/** The steps each numeric filter offers (the catalogue's own values and round figures). */
export const filterSteps: Record<NumericFilter, readonly number[]> = {
  rtpMin: [90, 92, 94, 95, 96, 97, 98],
  rtpMax: [94, 95, 96, 97, 98, 99],
  maxMultiplierMin: [100, 500, 1000, 2500, 5000, 10000],
  minBet: [0.1, 0.2, 0.25, 0.5, 1],
  maxBet: [50, 100, 200, 500, 1000],
};

const sortLabels: Record<LobbySort, MessageDescriptor> = {
  popular: lobbyMessages.sortPopular,
  newest: lobbyMessages.sortNewest,
  az: lobbyMessages.sortAz,
  rtp: lobbyMessages.sortRtp,
};

export interface LobbyFiltersProps {
  state: LobbyState;
  update: (change: Partial<LobbyState>) => void;
  /** A provider page has its provider fixed: no provider choice. @default true */
  showProviders?: boolean;
}

function numberOptions(intl: IntlShape, key: NumericFilter, current: number | undefined) {
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
  const intl = useIntl();
  return (
    <Select
      label={intl.formatMessage(lobbyMessages.sort)}
      name="sort"
      value={state.sort}
      options={lobbySorts.map((sort) => ({
        value: sort,
        label: intl.formatMessage(sortLabels[sort]),
      }))}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => update({ sort: event.target.value as LobbySort })}
    />
  );
}

export function LobbyFilters({ state, update, showProviders = true }: LobbyFiltersProps) {
  const intl = useIntl();
  const { api } = useApp();
  const providers = useQuery({ ...providersQuery(api), enabled: showProviders });
  const numberSelect = (key: NumericFilter, label: MessageDescriptor) => (
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
          <div className={styles.providerList}>
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
      <fieldset className={styles.fieldset}>
        <legend>{intl.formatMessage(lobbyMessages.rtp)}</legend>
        <div className={styles.pair}>
          {numberSelect('rtpMin', lobbyMessages.rtpMin)}
          {numberSelect('rtpMax', lobbyMessages.rtpMax)}
        </div>
      </fieldset>
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

/** The filters in force as chips; pressing one removes it (one history entry, like adding it). */
export function ActiveFilters({ state, update }: Pick<LobbyFiltersProps, 'state' | 'update'>) {
  const intl = useIntl();
  const { api } = useApp();
  const providers = useQuery({ ...providersQuery(api), enabled: state.providers.length > 0 });
  const chips: { key: string; label: string; remove: Partial<LobbyState> }[] = [
    ...state.providers.map((slug) => ({
      key: `provider-${slug}`,
      label: providers.data?.find((p) => p.slug === slug)?.name ?? slug,
      remove: { providers: state.providers.filter((p) => p !== slug) },
    })),
  ];
  const numeric: [NumericFilter, typeof lobbyMessages.chipRtpMin][] = [
    ['rtpMin', lobbyMessages.chipRtpMin],
    ['rtpMax', lobbyMessages.chipRtpMax],
    ['maxMultiplierMin', lobbyMessages.chipMultiplier],
    ['minBet', lobbyMessages.chipMinBet],
    ['maxBet', lobbyMessages.chipMaxBet],
  ];
  for (const [key, message] of numeric) {
    const value = state[key];
    if (value !== undefined)
      chips.push({
        key,
        label: intl.formatMessage(message, { value }),
        remove: { [key]: undefined },
      });
  }
  if (state.releasedFrom)
    chips.push({
      key: 'from',
      label: intl.formatMessage(lobbyMessages.chipFrom, { value: state.releasedFrom }),
      remove: { releasedFrom: undefined },
    });
  if (state.releasedTo)
    chips.push({
      key: 'to',
      label: intl.formatMessage(lobbyMessages.chipTo, { value: state.releasedTo }),
      remove: { releasedTo: undefined },
    });
  if (!chips.length) return null;
  return (
    <ul className={styles.chips} data-testid="lobby-active-filters">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            className={styles.chip}
            aria-label={intl.formatMessage(lobbyMessages.removeFilter, { filter: chip.label })}
            onClick={() => update(chip.remove)}
          >
            {chip.label} <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
