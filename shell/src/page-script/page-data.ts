import { PAGE_DATA_ELEMENT_ID, type PageData } from '@iper/contracts';

/** What the server says this page is (server/src/pages/pages.plugin.ts), if it said so. */
export function readPageData(): PageData | undefined {
  try {
    const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
    return text ? (JSON.parse(text) as PageData) : undefined;
  } catch {
    return undefined;
  }
}
