import { NumberInput } from '@mantine/core';
import { PLEDGE_MAX } from '@rally/contracts/charities';

type Props = {
  /** The caller's words, by field: a game's link and a template's charity are worded apart. */
  text: (key: 'pledge' | 'pledgeHint' | 'cap' | 'capHint') => string;
  /** The form's input props for a field (Mantine's `form.getInputProps`). */
  inputProps: (field: 'pledgePerPoint' | 'cap') => object;
};

/** What a charity gets: a pledge per point scored (four decimals), and a cap (empty for none). */
export function PledgeFields({ text, inputProps }: Props) {
  return (
    <>
      <NumberInput
        label={text('pledge')}
        description={text('pledgeHint')}
        min={0}
        max={PLEDGE_MAX}
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
