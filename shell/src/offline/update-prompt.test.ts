import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showUpdatePrompt, UPDATE_PROMPT_ID } from './update-prompt';

describe('"Nuova versione disponibile"', () => {
  afterEach(() => document.getElementById(UPDATE_PROMPT_ID)?.remove());

  it('offers the new version in Italian, and loads it on "Aggiorna"', async () => {
    const update = jest.fn();
    showUpdatePrompt(update);
    const prompt = screen.getByRole('status');
    expect(prompt).toHaveTextContent('Nuova versione disponibile');
    await userEvent.click(screen.getByRole('button', { name: 'Aggiorna' }));
    expect(update).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Aggiorna' })).toBeDisabled();
  });

  it('closes on "Più tardi" without loading anything, and shows once however often it is asked', async () => {
    const update = jest.fn();
    showUpdatePrompt(update);
    showUpdatePrompt(update);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Più tardi' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(update).not.toHaveBeenCalled();
  });

  it('speaks English on the English pages', () => {
    document.documentElement.lang = 'en';
    try {
      showUpdatePrompt(jest.fn());
      expect(screen.getByRole('status')).toHaveTextContent('A new version is available');
      expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    } finally {
      document.documentElement.lang = 'it';
    }
  });
});
