import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extractMessagesWithCollisions, idsOutsideScheme } from './message-extraction';

// The checks every remote's en.test.ts runs, tried on a project that breaks them.
describe('the one message-id scheme', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'iper-messages-'));
    writeFileSync(
      path.join(dir, 'page.tsx'),
      `export const a = <FormattedMessage id="loyalty.coupons.title" defaultMessage="Coupon" />;
       export const b = { id: 'loyalty.coupons.title', defaultMessage: 'I tuoi coupon' };
       export const c = { id: 'coupons.empty', defaultMessage: 'Nessun coupon' };`,
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds an id said with two Italian texts', () => {
    expect(extractMessagesWithCollisions(dir).collisions).toEqual([
      { id: 'loyalty.coupons.title', texts: ['Coupon', 'I tuoi coupon'] },
    ]);
  });

  it('finds the ids that do not start with their owner', () => {
    const { messages } = extractMessagesWithCollisions(dir);
    expect(idsOutsideScheme(messages.keys(), 'loyalty')).toEqual(['coupons.empty']);
    expect(idsOutsideScheme(['loyaltyCard.title', 'loyalty.card.title'], 'loyalty')).toEqual([
      'loyaltyCard.title',
    ]);
  });
});
