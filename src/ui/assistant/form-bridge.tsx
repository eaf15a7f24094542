// The bridge between the assistant and the form on the page: a form registers its fields, the
// panel sends them with each question, and the fields the assistant suggests are applied to the
// form visibly (the field is highlighted briefly) with a toast whose 'Undo' restores the old value.
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import type { FieldUpdate } from '../../api/assistant-types';
import { useToast } from '../toast/toast-provider';

export const HIGHLIGHT_MS = 2000;
/** Set on a field the assistant just changed; the classes make it visible, the attribute testable. */
export const UPDATED_ATTRIBUTE = 'data-assistant-updated';
const HIGHLIGHT_CLASSES = ['ring-2', 'ring-accent', 'ring-offset-2', 'ring-offset-surface'];

export interface BridgeField {
  name: string;
  label: string;
}

export interface FormRegistration {
  formId: string;
  fields: BridgeField[];
  getValues: () => Record<string, string>;
  apply: (update: FieldUpdate) => void;
  /** The form's element, so the changed field can be found and highlighted. */
  element?: () => HTMLElement | null;
}

export interface FormBridge {
  register: (form: () => FormRegistration) => () => void;
  /** The registered form as the stream's context.form, or undefined when none is open. */
  describe: () => { id: string; fields: Array<{ name: string; label: string; value: string }> } | undefined;
  applyUpdates: (updates: FieldUpdate[]) => void;
}

const FormBridgeContext = createContext<FormBridge | null>(null);

function highlight(form: FormRegistration, field: string): void {
  const target = [...(form.element?.()?.querySelectorAll('[name]') ?? [])].find(
    (el) => el.getAttribute('name') === field,
  );
  if (!target) return;
  target.setAttribute(UPDATED_ATTRIBUTE, 'true');
  target.classList.add(...HIGHLIGHT_CLASSES);
  setTimeout(() => {
    target.removeAttribute(UPDATED_ATTRIBUTE);
    target.classList.remove(...HIGHLIGHT_CLASSES);
  }, HIGHLIGHT_MS);
}

export function FormBridgeProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  const current = useRef<(() => FormRegistration) | null>(null);

  const bridge = useMemo<FormBridge>(() => {
    const change = (form: FormRegistration, update: FieldUpdate) => {
      form.apply(update);
      highlight(form, update.field);
    };
    return {
      register(form) {
        current.current = form;
        return () => {
          if (current.current === form) current.current = null;
        };
      },
      describe() {
        const form = current.current?.();
        if (!form) return undefined;
        const values = form.getValues();
        return {
          id: form.formId,
          fields: form.fields.map(({ name, label }) => ({ name, label, value: values[name] ?? '' })),
        };
      },
      applyUpdates(updates) {
        const form = current.current?.();
        if (!form) return;
        for (const update of updates) {
          const field = form.fields.find((f) => f.name === update.field);
          if (!field) continue;
          const previous = form.getValues()[update.field] ?? '';
          change(form, update);
          toast.show({
            title: `Assistant filled ${field.label}`,
            description: update.reasoning ?? update.value,
            action: { label: 'Undo', onClick: () => change(form, { field: update.field, value: previous }) },
          });
        }
      },
    };
  }, [toast]);

  return <FormBridgeContext.Provider value={bridge}>{children}</FormBridgeContext.Provider>;
}

export function useFormBridge(): FormBridge | null {
  return useContext(FormBridgeContext);
}

/** For a form: offers its fields to the assistant while mounted. Outside the shell it does nothing. */
export function useAssistantForm(form: FormRegistration): void {
  const bridge = useFormBridge();
  const latest = useRef(form);
  useLayoutEffect(() => {
    latest.current = form;
  });
  useEffect(() => bridge?.register(() => latest.current), [bridge]);
}
