import { Input, type MantineSize, type StyleProp } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import { type ReactNode, useId, useRef, useState } from 'react';

/**
 * A choice made in a native select, taken when it is committed. A closed select changes its value
 * on each arrow press: by keyboard the choice is taken on Enter or on leaving the field, not once
 * per key (WCAG 3.2.2: a whole interface language, a board asked for and announced, per press). A
 * choice made with the pointer is taken at once. Spread the result on the select.
 */
export function useCommittedChoice(value: string, take: (value: string) => void) {
  const [pending, setPending] = useState<string | null>(null);
  const byKey = useRef(false);
  const commit = (chosen: string | null) => {
    setPending(null);
    if (chosen !== null && chosen !== value) take(chosen);
  };
  return {
    value: pending ?? value,
    onPointerDown: () => {
      byKey.current = false;
    },
    onKeyDown: (event: React.KeyboardEvent<HTMLSelectElement>) => {
      byKey.current = true;
      if (event.key === 'Enter') commit(pending);
    },
    onBlur: () => commit(pending),
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
      const chosen = event.currentTarget.value;
      if (byKey.current) setPending(chosen);
      else commit(chosen);
    },
  };
}

type Props = {
  label: ReactNode;
  data: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  size?: MantineSize;
  w?: StyleProp<React.CSSProperties['width']>;
};

/**
 * A labelled choice among a few options, as the browser's own select styled as a Mantine input:
 * the phone's own picker, keyboard and screen readers as everywhere, and none of the combobox and
 * popover code (Floating UI) a Mantine `Select` brings, which the public pages' first paint would
 * carry (issue 28). For a long list to search in, `components/select.tsx`.
 */
export function NativeSelect({ label, data, value, onChange, size = 'sm', w }: Props) {
  const id = useId();
  return (
    <Input.Wrapper label={label} id={id} size={size} w={w}>
      <Input
        component="select"
        id={id}
        size={size}
        pointer
        rightSection={<IconSelector size={14} aria-hidden />}
        rightSectionPointerEvents="none"
        {...useCommittedChoice(value, onChange)}
      >
        {data.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Input>
    </Input.Wrapper>
  );
}
