import { monitorEventLoopDelay } from 'node:perf_hooks';
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
  ])('refuses %j with a reason the customer can act on', async (password, message) => {
    await expect(weakPasswordMessage(password, MARIO)).resolves.toBe(message);
  });

  it.each([DEMO_PASSWORD, 'Carrello-2026', 'Revoca-Sessione-2026', 'tavolo verde sole treno'])(
    'accepts %j',
    async (password) => {
      await expect(weakPasswordMessage(password, MARIO)).resolves.toBeUndefined();
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

  it('judges the longest password allowed quickly, holding the event loop only to hand it over', async () => {
    await weakPasswordMessage('warm-up', MARIO);
    for (const password of [
      'a1!'.repeat(42) + 'xy',
      'qwertyuiopasdfghjkl1234567890'.repeat(5).slice(0, 128),
    ]) {
      const started = performance.now();
      const verdict = weakPasswordMessage(password, MARIO);
      expect(performance.now() - started).toBeLessThan(50);
      await verdict;
      expect(performance.now() - started).toBeLessThan(1_000);
    }
  });

  it('judges ten new passwords at once without stalling the event loop', async () => {
    await weakPasswordMessage('warm-up', MARIO);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    // The histogram counts from its first timer on: let that fire before the work starts.
    await new Promise((resolve) => setTimeout(resolve, 30));
    const verdicts = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        weakPasswordMessage(`Lampone-${index}%Quercia#Ventoso!Fiume2026xq`, MARIO),
      ),
    );
    // A stall shows when the loop's next timer fires late: let it fire before reading.
    await new Promise((resolve) => setTimeout(resolve, 50));
    delay.disable();
    expect(verdicts).toEqual(Array.from({ length: 10 }, () => undefined));
    // Judged on the event loop, each estimate of a 32-character prefix stalls it 20-60 ms (ten:
    // several hundred); off it, only a loaded machine's noise remains.
    expect(delay.max / 1e6).toBeLessThan(120);
  });
});
