import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { laterSchema, useSchemaForm } from './forms.ts';

const ZName = z.object({ name: z.string().check(z.trim(), z.minLength(2)) });

function NameForm({ schema, onSend }: { schema: typeof ZName; onSend: (values: { name: string }) => void }) {
  const form = useSchemaForm({ schema, initialValues: { name: '' } });
  return (
    <form noValidate onSubmit={form.onSubmit(onSend)}>
      <input
        aria-label="Name"
        value={form.values.name}
        onChange={(event) => form.setFieldValue('name', event.currentTarget.value)}
      />
      <output>{form.errors.name}</output>
      <button type="submit">Send</button>
    </form>
  );
}

describe('a form whose schema arrives after its first paint (laterSchema)', () => {
  it('waits for it when submitted before, then checks and parses as with the schema itself', async () => {
    let arrive: (schema: typeof ZName) => void = () => {};
    const schema = laterSchema(() => new Promise<typeof ZName>((resolve) => (arrive = resolve)));
    const onSend = vi.fn();
    render(<NameForm schema={schema} onSend={onSend} />);

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Ana  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();

    arrive(ZName);
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledOnce());
    expect(onSend.mock.calls[0]?.[0]).toEqual({ name: 'Ana' });
  });

  it('refuses what the schema refuses once it is here', async () => {
    const schema = laterSchema(async () => ZName);
    const onSend = vi.fn();
    render(<NameForm schema={schema} onSend={onSend} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' A ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).not.toBe(''));
    expect(onSend).not.toHaveBeenCalled();
  });
});
