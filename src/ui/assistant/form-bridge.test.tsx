import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { setupApiServer } from '../../../tests/support/ui/api-server';
import { assistantApi, renderAssistant } from './assistant.test-support';
import { UPDATED_ATTRIBUTE, useAssistantForm } from './form-bridge';

const server = setupApiServer();

/** A form as a page would write it: its own state, registered with the bridge in a few lines. */
function GoalForm() {
  const [values, setValues] = useState({ title: 'Old title', description: '' });
  const ref = useRef<HTMLFormElement>(null);
  useAssistantForm({
    formId: 'research-goal',
    fields: [
      { name: 'title', label: 'Title' },
      { name: 'description', label: 'Description' },
    ],
    getValues: () => values,
    apply: ({ field, value }) => setValues((v) => ({ ...v, [field]: value })),
    element: () => ref.current,
  });
  return (
    <form ref={ref} aria-label="Goal">
      <input
        aria-label="Title"
        name="title"
        value={values.title}
        onChange={(e) => setValues({ ...values, title: e.target.value })}
      />
      <textarea
        aria-label="Description"
        name="description"
        value={values.description}
        onChange={(e) => setValues({ ...values, description: e.target.value })}
      />
    </form>
  );
}

const batch = {
  seq: 1,
  event: 'field_updates_batch',
  data: {
    updates: [
      { field: 'title', value: 'CRISPR screens in yeast', reasoning: 'The research topic, from your request.' },
      { field: 'description', value: 'Investigate CRISPR screens in yeast.' },
      { field: 'unknown', value: 'ignored' },
    ],
  },
};

describe('form bridge', () => {
  it('sends the registered form, fills it visibly, and Undo restores the previous value', async () => {
    const api = assistantApi({
      stream: () => [
        batch,
        { seq: 2, event: 'content', data: { content: 'I filled the form.' } },
        { seq: 3, event: 'completed', data: {} },
      ],
    });
    server.use(...api.handlers);
    renderAssistant(<GoalForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open research assistant' }));
    const panel = await screen.findByRole('dialog', { name: 'Research assistant' });
    await user.type(
      await within(panel).findByRole('textbox', { name: 'Message' }),
      'Fill the goal form about CRISPR screens in yeast{Enter}',
    );

    const title = screen.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveValue('CRISPR screens in yeast'));
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Investigate CRISPR screens in yeast.');
    expect(title).toHaveAttribute(UPDATED_ATTRIBUTE, 'true');
    expect(api.calls.streamed[0].body.context).toEqual({
      page: '/dashboard',
      form: {
        id: 'research-goal',
        fields: [
          { name: 'title', label: 'Title', value: 'Old title' },
          { name: 'description', label: 'Description', value: '' },
        ],
      },
    });

    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(within(notifications).getByText('Assistant filled Title')).toBeInTheDocument();
    expect(within(notifications).getByText('The research topic, from your request.')).toBeInTheDocument();
    expect(within(notifications).getByText('Assistant filled Description')).toBeInTheDocument();
    const [undoTitle] = within(notifications).getAllByRole('button', { name: 'Undo' });
    await user.click(undoTitle);
    expect(title).toHaveValue('Old title');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Investigate CRISPR screens in yeast.');
    expect(within(notifications).queryByText('Assistant filled Title')).not.toBeInTheDocument();
    // Undo lives outside the panel, but using it must not close the chat.
    expect(screen.getByRole('dialog', { name: 'Research assistant' })).toBeInTheDocument();
  });

  it('without a registered form, no form is sent and updates are ignored', async () => {
    const api = assistantApi({ stream: () => [batch, { seq: 2, event: 'completed', data: {} }] });
    server.use(...api.handlers);
    renderAssistant();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open research assistant' }));
    const panel = await screen.findByRole('dialog', { name: 'Research assistant' });
    await user.type(await within(panel).findByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    await waitFor(() => expect(api.calls.streamed).toHaveLength(1));
    expect(api.calls.streamed[0].body.context).toEqual({ page: '/dashboard' });
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Send message' })).toBeInTheDocument());
    expect(screen.queryByText(/Assistant filled/)).not.toBeInTheDocument();
  });
});
