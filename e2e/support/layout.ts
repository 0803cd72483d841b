import { expect, type Page } from '@playwright/test';

/** The widths a page must hold at: small and common phones, tablet, small and common desktops. */
export const LAYOUT_WIDTHS = [360, 390, 768, 1024, 1280, 1440] as const;

interface LayoutProblem {
  width: number;
  problem: string;
}

/**
 * What a person would see as broken, measured in the page as it is now: the page scrolls
 * sideways, or a control of the header is outside the screen or smaller than a 24 × 24 px target
 * (WCAG 2.5.8).
 */
function layoutProblems(): string[] {
  const problems: string[] = [];
  const viewport = document.documentElement.clientWidth;
  const pageWidth = document.documentElement.scrollWidth;
  if (pageWidth > viewport) {
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter(
        (element) =>
          element.getBoundingClientRect().right > viewport + 1 &&
          element.getClientRects().length > 0,
      )
      .slice(0, 3)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`,
      );
    problems.push(`page scrolls sideways: ${pageWidth}px in ${viewport}px (${wide.join(', ')})`);
  }
  const banner = document.querySelector('header');
  const controls = banner
    ? [...banner.querySelectorAll<HTMLElement>('a, button, input, select, summary')]
    : [];
  for (const control of controls) {
    const box = control.getBoundingClientRect();
    const shown =
      control.getClientRects().length > 0 && getComputedStyle(control).visibility !== 'hidden';
    if (!shown || box.width <= 1 || box.height <= 1) continue;
    const name =
      (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 30) ||
      control.tagName;
    if (box.left < -1 || box.right > viewport + 1)
      problems.push(
        `header control "${name}" outside the screen (${Math.round(box.left)}–${Math.round(box.right)}px)`,
      );
    if (box.width < 24 || box.height < 24)
      problems.push(
        `header control "${name}" is ${Math.round(box.width)}×${Math.round(box.height)}px`,
      );
  }
  return problems;
}

/** Checks the page at every layout width, restoring the viewport it had. */
export async function expectLayoutHolds(page: Page, widths: readonly number[] = LAYOUT_WIDTHS) {
  const original = page.viewportSize();
  const found: LayoutProblem[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: original?.height ?? 844 });
    for (const problem of await page.evaluate(layoutProblems)) found.push({ width, problem });
  }
  if (original) await page.setViewportSize(original);
  expect(found, `layout of ${page.url()}`).toEqual([]);
}
