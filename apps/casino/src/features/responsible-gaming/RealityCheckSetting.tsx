// The reality-check interval on the limits page: off (where the brand allows it), 15, 30, 60.
import { Select } from '@casino/ui';
import { useIntl } from 'react-intl';
import { rgMessages as messages } from './messages.ts';
import styles from './ResponsibleGaming.module.css';
import { effectiveInterval, type RealityCheckChoice, realityCheckChoices } from './realityCheckStore.ts';

export interface RealityCheckSettingProps {
  choice: RealityCheckChoice | null;
  brand: { defaultIntervalMinutes: number; allowOff: boolean };
  onChoose: (choice: RealityCheckChoice) => void;
}

export function RealityCheckSetting({ choice, brand, onChoose }: RealityCheckSettingProps) {
  const intl = useIntl();
  const interval = effectiveInterval(choice, brand);
  const options: { value: string; label: string }[] = realityCheckChoices
    .filter((option) => option !== 'off' || brand.allowOff)
    .map((option) => ({
      value: option,
      label:
        option === 'off'
          ? intl.formatMessage(messages.realityOff)
          : intl.formatMessage(messages.realityEvery, { minutes: Number(option) }),
    }));
  // The brand's default may be another number (e.g. 45): offer it too.
  if (interval !== null && !options.some((option) => option.value === String(interval)))
    options.push({
      value: String(interval),
      label: intl.formatMessage(messages.realityEvery, { minutes: interval }),
    });
  return (
    <section className={styles.section} aria-labelledby="rg-reality">
      <h2 id="rg-reality" className={styles.sectionTitle}>
        {intl.formatMessage(messages.realityTitle)}
      </h2>
      <Select
        label={intl.formatMessage(messages.realityInterval)}
        value={interval === null ? 'off' : String(interval)}
        options={options}
        onChange={(event) => onChoose(event.target.value as RealityCheckChoice)}
      />
    </section>
  );
}
