import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A field people never see or reach (off screen, out of the tab order, hidden from assistive
 * technology); form-filling bots do fill it, and the server then drops the form (decision 0022).
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('onboarding');
  return (
    <div
      aria-hidden="true"
      style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label>
        {t('fields.website')}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
        />
      </label>
    </div>
  );
}
