import { Box, Button, ColorPicker, ColorSwatch, Group, Stack, TextInput } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Mantine's dialogs do not close on an Escape pressed on an element with this attribute. */
const STOP_DIALOG_ESCAPE = 'data-mantine-stop-propagation';

type Props = {
  label: string;
  swatches: string[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: React.ReactNode;
};

/**
 * A team's colour: typed as hex, or picked. Not Mantine's ColorInput, whose picker opens on focus
 * (1.4.13), floats over the dialog's buttons, and whose Escape closes the whole dialog with what was
 * typed. Here the picker opens only with its button, below the field (it pushes Cancel down, never
 * covers it), and Escape closes the picker alone, back at its button.
 */
export function TeamColorField({ label, swatches, value, onChange, onBlur, error }: Props) {
  const { t } = useTranslation('teams');
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const pickerId = useId();
  const closeOnEscape = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <Stack gap={6}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label={label}
          required
          style={{ flex: 1 }}
          leftSection={<ColorSwatch color={value} size={16} aria-hidden />}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
          error={error}
          autoComplete="off"
        />
        <Button
          ref={toggle}
          variant="default"
          mt={25}
          aria-expanded={open}
          aria-controls={pickerId}
          {...{ [STOP_DIALOG_ESCAPE]: open || undefined }}
          onClick={() => setOpen((o) => !o)}
          onKeyDown={closeOnEscape}
        >
          {t('team.pickColor')}
        </Button>
      </Group>
      <Box
        id={pickerId}
        hidden={!open}
        // The dialog hears Escape first (on the window); it leaves alone a key pressed on an element
        // marked so. The picker closes; the dialog around it stays open with what was typed.
        onFocusCapture={(event) => event.target.setAttribute(STOP_DIALOG_ESCAPE, 'true')}
        onKeyDown={closeOnEscape}
      >
        {open && (
          <ColorPicker
            format="hex"
            fullWidth
            swatches={swatches}
            swatchesPerRow={8}
            value={value}
            onChange={onChange}
            saturationLabel={t('team.saturation')}
            hueLabel={t('team.hue')}
          />
        )}
      </Box>
    </Stack>
  );
}
