import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Keyboard-only driving for the journeys of keyboard.spec.ts: focus moves with Tab and Shift+Tab
 * only, choices are made with the arrows, Space and Enter, text is typed. Locators are used to
 * know where focus is and to assert, never to act (no click, no fill, no focus()).
 */

/** True when the element (or something inside it) has focus. */
async function holdsFocus(target: Locator): Promise<boolean> {
  return target.evaluate(
    (element) => element === document.activeElement || element.contains(document.activeElement),
  );
}

/**
 * The focused element shows it: an outline or a box-shadow on itself, or, for a visually hidden
 * native control (file input, custom checkbox), on the element that stands in for it.
 */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const visible = await page.evaluate(() => {
    const shows = (element: Element | null) => {
      if (!element) return false;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
      return outline || shadow;
    };
    const active = document.activeElement;
    if (!active || active === document.body) return false;
    return shows(active) || shows(active.nextElementSibling) || shows(active.closest('label'));
  });
  const described = await page.evaluate(() => {
    const active = document.activeElement;
    return active
      ? `${active.tagName.toLowerCase()} ${active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? ''}`
      : 'nothing';
  });
  expect(visible, `focus is not visible on ${described}`).toBe(true);
}

/** Presses Tab (or Shift+Tab) until `target` has focus, then checks the focus can be seen. */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, maxPresses = 150 } = {},
): Promise<void> {
  await target.waitFor({ state: 'attached' });
  if (await holdsFocus(target)) return expectVisibleFocus(page);
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await holdsFocus(target)) return expectVisibleFocus(page);
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Tabs to a text field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Tabs to a native select and moves to the option with the arrows (as a closed select allows). */
export async function chooseOption(
  page: Page,
  select: Locator,
  label: string | RegExp,
): Promise<void> {
  await tabTo(page, select);
  const { current, target } = await select.evaluate(
    (element, wanted) => {
      const options = [...(element as HTMLSelectElement).options].map((option) =>
        option.label.trim(),
      );
      const matches = (text: string) =>
        wanted.regex ? new RegExp(wanted.source).test(text) : text === wanted.source;
      return {
        current: (element as HTMLSelectElement).selectedIndex,
        target: options.findIndex(matches),
      };
    },
    typeof label === 'string'
      ? { regex: false, source: label }
      : { regex: true, source: label.source },
  );
  if (target < 0) throw new Error(`no option ${label} in ${select}`);
  const key = target > current ? 'ArrowDown' : 'ArrowUp';
  for (let step = 0; step < Math.abs(target - current); step++) await page.keyboard.press(key);
  await expect(select.locator('option:checked')).toHaveText(label);
}

/** Tabs into a radio group and checks one of its radios with the arrows (or Space if it is the focused one). */
export async function chooseRadio(page: Page, group: Locator, label: string): Promise<void> {
  await tabTo(page, group);
  const radios = group.getByRole('radio');
  const { current, target, count } = await radios.evaluateAll(
    (elements, wanted) => ({
      current: (elements as Element[]).indexOf(document.activeElement as Element),
      target: elements.findIndex(
        (element) => (element as HTMLInputElement).labels?.[0]?.textContent?.trim() === wanted,
      ),
      count: elements.length,
    }),
    label,
  );
  if (target < 0) throw new Error(`no radio ${label} in ${group}`);
  if (target === current) await page.keyboard.press('Space');
  else
    for (let step = 0; step < (target - current + count) % count; step++)
      await page.keyboard.press('ArrowDown');
  await expect(group.getByRole('radio', { name: label, exact: true })).toBeChecked();
}

/** Tabs to a checkbox and ticks it with Space. */
export async function tick(page: Page, checkbox: Locator): Promise<void> {
  await tabTo(page, checkbox);
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
}

/** Tabs to a button or a link and presses Enter. */
export async function activate(page: Page, control: Locator): Promise<void> {
  await tabTo(page, control);
  await page.keyboard.press('Enter');
}

/** From the top of the page: the first Tab reaches the skip link, Enter moves focus to the main content. */
export async function skipToContent(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Vai al contenuto principale' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
}
