import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GRAPH_SPEC_NAME_MAX, GRAPH_SPEC_TEXT_MAX } from '../../domain/contract-limits';
import { GenerateGraphDialog } from './generate-graph-dialog';

function setup() {
  const onGenerate = vi.fn();
  render(<GenerateGraphDialog open onClose={() => {}} onGenerate={onGenerate} busy={false} />);
  const form = within(screen.getByRole('form', { name: 'Graph specification' }));
  return { user: userEvent.setup(), form, onGenerate };
}

async function fillTheText(user: ReturnType<typeof userEvent.setup>, form: ReturnType<typeof within>) {
  await user.type(form.getByRole('textbox', { name: 'Name' }), 'Leaf imaging');
  await user.type(form.getByRole('textbox', { name: 'Description' }), 'Measures leaves');
  await user.type(form.getByRole('textbox', { name: 'Purpose' }), 'Estimate crop stress');
  await user.type(form.getByRole('textbox', { name: 'Capabilities' }), 'fit a model{Enter}write a report');
}

describe('GenerateGraphDialog', () => {
  it('builds the specification from the fields, with the kinds chosen in words', async () => {
    const { user, form, onGenerate } = setup();
    await fillTheText(user, form);
    await user.type(form.getByRole('textbox', { name: 'Input 1 name' }), 'images');
    await user.type(form.getByRole('textbox', { name: /^Input 1 description/ }), 'Drone images');
    await user.click(form.getByRole('button', { name: 'Add input' }));
    await user.type(form.getByRole('textbox', { name: 'Input 2 name' }), 'plots');
    await user.selectOptions(form.getByRole('combobox', { name: 'Input 2 kind' }), 'Table');
    await user.click(form.getByRole('button', { name: 'Add input' }));
    await user.click(form.getByRole('button', { name: 'Remove input 3' }));
    expect(form.getByRole('combobox', { name: 'Output 1 kind' })).toHaveDisplayValue('Report');
    await user.type(form.getByRole('textbox', { name: 'Output 1 name' }), 'report');
    await user.click(form.getByRole('button', { name: 'Generate graph' }));

    expect(onGenerate).toHaveBeenCalledWith({
      name: 'Leaf imaging',
      description: 'Measures leaves',
      purpose: 'Estimate crop stress',
      capabilities: ['fit a model', 'write a report'],
      input_schema: {
        type: 'object',
        properties: {
          images: { type: 'string', description: 'Drone images', 'x-port-type': 'dataset' },
          plots: { type: 'string', 'x-port-type': 'table' },
        },
      },
      output_schema: { type: 'object', properties: { report: { type: 'string', 'x-port-type': 'report' } } },
    });
  });

  it('refuses a specification without a name, saying so under the field', async () => {
    const { user, form, onGenerate } = setup();
    await fillTheText(user, form);
    await user.clear(form.getByRole('textbox', { name: 'Name' }));
    await user.type(form.getByRole('textbox', { name: /^Input 1 description/ }), 'Drone images');
    await user.click(form.getByRole('button', { name: 'Generate graph' }));

    expect(onGenerate).not.toHaveBeenCalled();
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required');
    expect(form.getByRole('textbox', { name: 'Input 1 name' })).toHaveAccessibleDescription('Input 1 needs a name');
  });

  it('takes no more text in the name, description and purpose than the generator accepts', async () => {
    const { user, form } = setup();
    for (const [field, max] of [
      ['Name', GRAPH_SPEC_NAME_MAX],
      ['Description', GRAPH_SPEC_TEXT_MAX],
      ['Purpose', GRAPH_SPEC_TEXT_MAX],
    ] as const) {
      const box = form.getByRole('textbox', { name: field });
      await user.click(box);
      await user.paste('z'.repeat(max + 10));
      expect(box, field).toHaveValue('z'.repeat(max));
    }
  });

  it('sends the JSON typed under Advanced instead of the rows', async () => {
    const { user, form, onGenerate } = setup();
    await fillTheText(user, form);
    await user.type(form.getByRole('textbox', { name: 'Input 1 name' }), 'images');
    expect(form.queryByRole('textbox', { name: 'Input schema (JSON)' })).toBeNull();
    await user.click(form.getByText('Advanced: inputs and outputs as JSON Schema'));

    const input = form.getByRole('textbox', { name: 'Input schema (JSON)' });
    expect(JSON.parse((input as HTMLTextAreaElement).value)).toEqual({
      type: 'object',
      properties: { images: { type: 'string', 'x-port-type': 'dataset' } },
    });
    expect(form.queryByRole('textbox', { name: 'Input 1 name' })).toBeNull();
    await user.clear(input);
    await user.click(input);
    await user.paste('{"type":"object","properties":{"cores":{"x-port-type":"dataset"}}}');
    await user.click(form.getByRole('button', { name: 'Generate graph' }));

    expect(onGenerate).toHaveBeenCalledWith(
      expect.objectContaining({
        input_schema: { type: 'object', properties: { cores: { 'x-port-type': 'dataset' } } },
        output_schema: { type: 'object', properties: {} },
      }),
    );
  });

  it('explains Advanced JSON that cannot be read, and sends nothing', async () => {
    const { user, form, onGenerate } = setup();
    await fillTheText(user, form);
    await user.click(form.getByText('Advanced: inputs and outputs as JSON Schema'));
    const output = form.getByRole('textbox', { name: 'Output schema (JSON)' });
    await user.clear(output);
    await user.click(output);
    await user.paste('{"properties": ');
    await user.click(form.getByRole('button', { name: 'Generate graph' }));

    expect(onGenerate).not.toHaveBeenCalled();
    expect(output).toHaveAccessibleDescription(/^Output schema is not valid JSON: .+/);
  });
});
