import styles from './update-prompt.module.css';

export const UPDATE_PROMPT_ID = 'iper-update-prompt';

const TEXTS = {
  it: { text: 'Nuova versione disponibile', update: 'Aggiorna', later: 'Più tardi' },
  en: { text: 'A new version is available', update: 'Update', later: 'Later' },
} as const;

/**
 * "Nuova versione disponibile" (issue 33): a new version of the site is installed and waits.
 * "Aggiorna" loads it now; "Più tardi" closes the prompt, and the next navigation loads it
 * (pending-update.ts). Plain DOM outside React's tree: it belongs to no page and loads late.
 */
export function showUpdatePrompt(onUpdate: () => void): void {
  if (document.getElementById(UPDATE_PROMPT_ID)) return;
  const texts = document.documentElement.lang === 'en' ? TEXTS.en : TEXTS.it;
  const box = document.createElement('div');
  box.id = UPDATE_PROMPT_ID;
  box.className = styles.prompt ?? '';
  box.setAttribute('role', 'status');
  const text = document.createElement('p');
  text.className = styles.text ?? '';
  text.textContent = texts.text;
  const update = document.createElement('button');
  update.type = 'button';
  update.className = styles.update ?? '';
  update.textContent = texts.update;
  update.addEventListener('click', () => {
    update.disabled = true;
    onUpdate();
  });
  const later = document.createElement('button');
  later.type = 'button';
  later.className = styles.later ?? '';
  later.textContent = texts.later;
  later.addEventListener('click', () => box.remove());
  box.append(text, update, later);
  document.body.append(box);
}
