import type { CSSProperties } from 'react';

/**
 * Computed styles (a bar's width, a skeleton's size) applied through the CSSOM once the element is
 * in the browser, instead of a `style` attribute: the Content-Security-Policy (style-src 'self')
 * refuses style attributes in server-rendered HTML, and React would not apply them again when it
 * hydrates. Usage: `<span ref={styleRef({ width })} />`.
 */
export function styleRef(style: CSSProperties): (element: HTMLElement | SVGElement | null) => void {
  return (element) => {
    if (!element) return;
    for (const [property, value] of Object.entries(style)) {
      const name = property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      if (value === undefined || value === null || value === '') element.style.removeProperty(name);
      else
        element.style.setProperty(
          name,
          typeof value === 'number' && !/^(opacity|z-index|flex|order|line-height)/.test(name)
            ? `${value}px`
            : String(value),
        );
    }
  };
}
