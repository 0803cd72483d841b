import { getIn, type FormApi } from 'final-form';
import { useEffect, type RefObject } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What a control holds in the page, as the form's value; undefined for what is not adopted. */
function typedValue(control: Control): unknown {
  if (control instanceof HTMLInputElement) {
    if (control.type === 'file' || control.type === 'submit' || control.type === 'button')
      return undefined;
    if (control.type === 'checkbox') return control.checked;
    if (control.type === 'radio') return control.checked ? control.value : undefined;
  }
  return control.value === '' ? undefined : control.value;
}

/**
 * A server-rendered form can be typed into before its script arrives. Once React owns it, what
 * the visitor typed becomes the form's values: otherwise the next render would put the form's
 * empty values back and silently erase it (a shopper on a slow phone, or an e2e test, types as
 * soon as the field shows). In a form drawn in the browser the controls hold the form's values
 * already, and nothing changes.
 */
export function AdoptTypedValues<Values extends object>({
  form,
  element,
}: {
  form: FormApi<Values, Partial<Values>>;
  element: RefObject<HTMLFormElement | null>;
}): null {
  useEffect(() => {
    const controls = element.current?.elements;
    if (!controls) return;
    for (const control of Array.from(controls)) {
      if (
        !(
          control instanceof HTMLInputElement ||
          control instanceof HTMLTextAreaElement ||
          control instanceof HTMLSelectElement
        ) ||
        !control.name ||
        control.disabled
      )
        continue;
      const typed = typedValue(control);
      if (typed === undefined) continue;
      const current = getIn(form.getState().values as object, control.name);
      if (current === typed || (current === undefined && typed === false)) continue;
      if (form.getRegisteredFields().includes(control.name))
        form.change(control.name as keyof Values, typed as Values[keyof Values]);
    }
    // Once, when the form first belongs to React.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
