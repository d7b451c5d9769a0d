// ?modal=deposit: the deposit flow in the modal container with the deposit styling (spec 2).
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import { userDetailsQuery } from '../../core/api/queries.ts';
import { LoadFailed, PageSkeleton } from '../../core/ui/PageStates.tsx';
import { DepositFlow } from './DepositFlow.tsx';
import { depositMessages as messages } from './depositMessages.ts';

export default function DepositModal() {
  const intl = useIntl();
  const { api } = useApp();
  const details = useQuery(userDetailsQuery.options(api));
  if (details.isPending) return <PageSkeleton label={intl.formatMessage(messages.loading)} />;
  if (!details.data)
    return (
      <LoadFailed
        message={intl.formatMessage(messages.errorGeneric)}
        retrying={details.isFetching}
        onRetry={() => void details.refetch()}
      />
    );
  return (
    <div data-testid="deposit-modal">
      <DepositFlow details={details.data} />
    </div>
  );
}
