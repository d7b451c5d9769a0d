// Story data: the seed's withdrawal methods as the page maps them.
import type { WithdrawalMethodOption } from './WithdrawalForm.tsx';

export const storyMethods: WithdrawalMethodOption[] = [
  { id: 3, title: 'Bank Transfer', kind: 'bank', networks: [], minAmount: 20, maxAmount: 100000 },
  { id: 20, title: 'Netbanking', kind: 'netbanking', networks: [], minAmount: 100, maxAmount: 200000 },
  { id: 21, title: 'UPI', kind: 'upi', networks: [], minAmount: 100, maxAmount: 100000 },
  {
    id: 14,
    title: 'Tether',
    kind: 'crypto',
    networks: [
      { code: 'TRC20', name: 'Tron (TRC20)' },
      { code: 'ERC20', name: 'Ethereum (ERC20)' },
    ],
    minAmount: 5,
    maxAmount: 100000,
  },
];
