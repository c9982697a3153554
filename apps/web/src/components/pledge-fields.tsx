import { NumberInput } from '@mantine/core';

type Props = {
  /** The caller's words, by field: a game's link and a template's charity are worded apart. */
  text: (key: 'pledge' | 'pledgeHint' | 'cap' | 'capHint') => string;
  /** The form's input props for a field (Mantine's `form.getInputProps`). */
  inputProps: (field: 'pledgePerPoint' | 'cap') => object;
  /** The most a point may pledge, if the form sets one. */
  maxPledge?: number;
};

/** What a charity gets: a pledge per point scored (four decimals), and a cap (empty for none). */
export function PledgeFields({ text, inputProps, maxPledge }: Props) {
  return (
    <>
      <NumberInput
        label={text('pledge')}
        description={text('pledgeHint')}
        min={0}
        max={maxPledge}
        decimalScale={4}
        allowNegative={false}
        required
        {...inputProps('pledgePerPoint')}
      />
      <NumberInput
        label={text('cap')}
        description={text('capHint')}
        min={0}
        decimalScale={2}
        allowNegative={false}
        {...inputProps('cap')}
      />
    </>
  );
}
