import { FIRST_KEYS_ATTRIBUTE, FIRST_TAP_ATTRIBUTE } from '@iper/contracts';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** React's record of a field's last value (its change detection compares the DOM with it). */
interface Tracked {
  _valueTracker?: { setValue(value: string): void };
}

function changedSinceServer(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return Array.from(field.options).some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked;
  if (field instanceof HTMLInputElement && field.type === 'file')
    return (field.files?.length ?? 0) > 0;
  if (field instanceof HTMLInputElement && /^(submit|button|reset|image)$/.test(field.type))
    return false;
  return field.value !== field.defaultValue;
}

/**
 * What the visitor typed, ticked or chose while the app was starting, told to React now that it
 * owns the page. The fields kept it (the browser's own state) but React never heard of it: its
 * change events were fired before it listened. Each changed field gets the event React listens
 * to, with React's record of the old value put back first so that it sees a change: a town typed
 * in the store search opens its suggestions, a filter chosen filters. The design system's forms
 * adopt typed values themselves (adopt-typed-values.ts); hearing it twice sets the same value.
 */
export function reportEarlyInput(root: ParentNode = document): number {
  // Read first, report after: a report re-renders, and React puts its own state back in fields
  // not reported yet (a radio of the same group, a controlled text).
  const changed = Array.from(root.querySelectorAll<Field>('input, textarea, select'))
    .filter(changedSinceServer)
    // A radio chosen unchecks its group's default: the one chosen says it all.
    .filter(
      (field) => !(field instanceof HTMLInputElement && field.type === 'radio' && !field.checked),
    )
    .map((field) => ({
      field,
      value: field.value,
      checked: field instanceof HTMLInputElement ? field.checked : false,
    }));
  for (const { field, value, checked } of changed) {
    if (field instanceof HTMLInputElement && field.type === 'file') {
      // The files chosen stay in the field; React hears a file field's change on change.
      field.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    const toggles =
      field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
    if (toggles) (field as HTMLInputElement).checked = checked;
    else field.value = value;
    const tracker = (field as Field & Tracked)._valueTracker;
    if (toggles) tracker?.setValue(String(!checked));
    else tracker?.setValue(field instanceof HTMLSelectElement ? '' : field.defaultValue);
    // React hears a checkbox or radio change on click, a text on input, a select on change. A
    // plain Event named click does not toggle the field again (no activation behaviour).
    field.dispatchEvent(
      new Event(toggles ? 'click' : field instanceof HTMLSelectElement ? 'change' : 'input', {
        bubbles: true,
      }),
    );
  }
  return changed.length;
}

/**
 * The tap that started the app, played again now that React owns the page. The boot loader
 * (server/src/pages/document/boot-loader.ts) held it on an app button: React does not replay a
 * click on a part it has not hydrated yet (facebook/react#22502), so the visitor's tap would be
 * lost. A button that is gone or disabled by now is left alone.
 */
export function replayFirstTap(root: ParentNode = document): boolean {
  const held = root.querySelector(`[${FIRST_TAP_ATTRIBUTE}]`);
  if (!held) return false;
  held.removeAttribute(FIRST_TAP_ATTRIBUTE);
  if (!(held instanceof HTMLElement) || !held.isConnected || held.matches(':disabled'))
    return false;
  held.click();
  if (typeof performance.mark === 'function') performance.mark('iper:first-tap-answered');
  return true;
}

/** The keys pressed on app controls before the app started, pressed again (boot-loader.ts). */
export function replayFirstKeys(root: ParentNode = document): number {
  let pressed = 0;
  for (const control of Array.from(
    root.querySelectorAll<HTMLElement>(`[${FIRST_KEYS_ATTRIBUTE}]`),
  )) {
    const keys = (control.getAttribute(FIRST_KEYS_ATTRIBUTE) ?? '').split(' ').filter(Boolean);
    control.removeAttribute(FIRST_KEYS_ATTRIBUTE);
    if (!control.isConnected) continue;
    // The first key to the control; the next where the focus is then (a tab list's arrow moves it).
    keys.forEach((key, index) => {
      const focused = document.activeElement;
      const target =
        index > 0 && focused instanceof HTMLElement && focused !== document.body
          ? focused
          : control;
      for (const type of ['keydown', 'keyup'])
        target.dispatchEvent(new KeyboardEvent(type, { key, bubbles: true, cancelable: true }));
      pressed += 1;
    });
  }
  return pressed;
}
