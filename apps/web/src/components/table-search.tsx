import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { label: string; value: string; onChange: (value: string) => void };

const DEBOUNCE_MS = 300;

/** A list's search box: typing updates the list once the user pauses, not on every key. */
export function TableSearch({ label, value, onChange }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const send = useDebouncedCallback((next: string) => {
    sent.current = next;
    onChange(next);
  }, DEBOUNCE_MS);

  // A search changed from outside (Back, a shared link) replaces what is in the box.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  const change = (next: string) => {
    setText(next);
    send(next);
  };

  return (
    <TextInput
      type="search"
      label={label}
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') send.flush();
      }}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t('table.clearSearch')}
            onClick={() => {
              setText('');
              send.cancel();
              sent.current = '';
              onChange('');
            }}
          />
        ) : null
      }
      w={{ base: '100%', sm: 320 }}
    />
  );
}
