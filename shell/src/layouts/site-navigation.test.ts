import { matchSiteRoute } from '@iper/routes';
import { FOOTER_NAVIGATION, MAIN_SECTIONS } from './site-navigation';

describe('the site navigation', () => {
  const everyLink = [
    ...MAIN_SECTIONS.flatMap((section) => [section, ...section.pages]),
    ...FOOTER_NAVIGATION,
  ];

  it.each(everyLink.map((item) => [item.to]))('links %s to a page of the route table', (to) => {
    expect(matchSiteRoute(to)).toBeDefined();
  });

  it('names each section and page with a message of its own', () => {
    const ids = everyLink.map((item) => item.id);
    const texts = new Map(everyLink.map((item) => [item.id, item.defaultMessage]));
    expect(new Set(ids).size).toBe(texts.size);
    for (const item of everyLink) expect(texts.get(item.id)).toBe(item.defaultMessage);
  });
});
