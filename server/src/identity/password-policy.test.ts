import { DEMO_PASSWORD } from './identity.seed';
import { personalWords, WEAK_PASSWORD_MESSAGES, weakPasswordMessage } from './password-policy';

const MARIO = { email: 'mario.rossi@example.it', names: ['Mario', 'Rossi'] };

describe('the password policy', () => {
  it.each([
    ['12345678', WEAK_PASSWORD_MESSAGES.common],
    ['password', WEAK_PASSWORD_MESSAGES.common],
    ['qwertyuiop', WEAK_PASSWORD_MESSAGES.common],
    ['Password1!', WEAK_PASSWORD_MESSAGES.common],
    ['juventus1', WEAK_PASSWORD_MESSAGES.common],
    ['        ', WEAK_PASSWORD_MESSAGES.blank],
    ['mario.rossi@example.it', WEAK_PASSWORD_MESSAGES.personal],
    ['MarioRossi80', WEAK_PASSWORD_MESSAGES.personal],
    ['Iper2026!', WEAK_PASSWORD_MESSAGES.personal],
    ['Sole-Rossi-Tramonto-77', WEAK_PASSWORD_MESSAGES.personal],
    ['ciaociao', WEAK_PASSWORD_MESSAGES.pattern],
  ])('refuses %j with a reason the customer can act on', (password, message) => {
    expect(weakPasswordMessage(password, MARIO)).toBe(message);
  });

  it.each([DEMO_PASSWORD, 'Carrello-2026', 'Revoca-Sessione-2026', 'tavolo verde sole treno'])(
    'accepts %j',
    (password) => {
      expect(weakPasswordMessage(password, MARIO)).toBeUndefined();
    },
  );

  it('reads the account’s own words from the email, its local part and every name', () => {
    expect(
      personalWords({ email: 'Anna.Maria-Neri@Posta.it', names: ['Anna Maria', "D'Angelo"] }),
    ).toEqual(
      expect.arrayContaining([
        'anna.maria-neri@posta.it',
        'anna.maria-neri',
        'anna',
        'maria',
        'neri',
        'posta',
        'annamaria',
        'angelo',
        'iper',
      ]),
    );
  });

  it('keeps the event loop free: the longest password allowed is judged in well under 200 ms', () => {
    weakPasswordMessage('warm-up', MARIO);
    for (const password of [
      'a1!'.repeat(42) + 'xy',
      'qwertyuiopasdfghjkl1234567890'.repeat(5).slice(0, 128),
    ]) {
      const started = performance.now();
      weakPasswordMessage(password, MARIO);
      expect(performance.now() - started).toBeLessThan(200);
    }
  });
});
