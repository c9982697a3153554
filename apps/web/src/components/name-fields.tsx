import { Textarea, TextInput } from '@mantine/core';

type Props = {
  labels: { name: string; description: string };
  /** The form's input props for a field (Mantine's `form.getInputProps`). */
  inputProps: (field: 'name' | 'description') => object;
  /** Focus the name when the form opens (in a dialog). */
  autoFocus?: boolean;
  /** A description box that grows with its text from two rows, instead of three fixed rows. */
  grow?: boolean;
};

/** The name and description of a record of a game's content (habit, behaviour, charity). */
export function NameFields({ labels, inputProps, autoFocus = false, grow = false }: Props) {
  return (
    <>
      <TextInput
        label={labels.name}
        required
        data-autofocus={autoFocus || undefined}
        {...inputProps('name')}
      />
      <Textarea
        label={labels.description}
        {...(grow ? { autosize: true, minRows: 2 } : { rows: 3 })}
        {...inputProps('description')}
      />
    </>
  );
}
