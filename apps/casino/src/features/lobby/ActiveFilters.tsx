// The filters in force as chips above the results. They show only while the player has filtered,
// i.e. while the results grid shows, so they load with the grid's chunk (GameResults.tsx), not
// with the lobby's first visit.
import { providersQuery } from '@casino/api-client';
import { FilterChips } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import type { LobbyFiltersProps } from './LobbyFilters.tsx';
import { lobbyMessages } from './lobbyMessages.ts';
import type { LobbyState, NumericFilter } from './lobbyQuery.ts';

/** The filters in force as chips; pressing one removes it (one history entry, like adding it). */
export function ActiveFilters({
  state,
  update,
  onClearAll,
}: Pick<LobbyFiltersProps, 'state' | 'update'> & { onClearAll: () => void }) {
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
  const removals = new Map(chips.map((chip) => [chip.key, chip.remove]));
  return (
    <div data-testid="lobby-active-filters">
      <FilterChips
        chips={chips.map((chip) => ({ id: chip.key, label: chip.label }))}
        onRemove={(id) => {
          const remove = removals.get(id);
          if (remove) update(remove);
        }}
        onClearAll={onClearAll}
      />
    </div>
  );
}
