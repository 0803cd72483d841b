import { setupNetwork } from '@iper/api/src/testing/network';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../routes';
import { demoStories, installFakeCms, withErrorBoundary } from '../../testing/fake-cms';

const network = setupNetwork();

describe('the help centre', () => {
  // Typing in the box and pressing Enter is covered end to end (e2e/tests/content.spec.ts): here
  // the search is the page's address, ?q=.
  it('finds the FAQs matching the search in its address and links to them', async () => {
    await installFakeCms(network, demoStories());
    renderRoutes(withErrorBoundary(routes), '/serve-aiuto?q=ricaricare');
    expect(
      await screen.findByRole('heading', { level: 2, name: '1 risultato per «ricaricare»' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Posso ricaricare una gift card?' })).toHaveAttribute(
      'href',
      '/serve-aiuto/gift-card/ricaricare',
    );
    expect(screen.getByRole('searchbox', { name: 'Cerca tra le domande frequenti' })).toHaveValue(
      'ricaricare',
    );
  });

  it('says there are no results, and offers the topics and the contact form, when nothing matches', async () => {
    await installFakeCms(network, demoStories());
    renderRoutes(withErrorBoundary(routes), '/serve-aiuto?q=bicicletta');
    expect(
      await screen.findByRole('heading', { name: 'Nessun risultato per «bicicletta»', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Scegli un argomento' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contattaci' })).toHaveAttribute(
      'href',
      '/serve-aiuto/contatti',
    );
  });

  it('shows a category as an accordion of its questions', async () => {
    await installFakeCms(network, demoStories());
    renderRoutes(withErrorBoundary(routes), '/serve-aiuto/gift-card');
    const question = await screen.findByRole('button', { name: 'Posso ricaricare una gift card?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    expect(screen.getByText('No, le gift card non sono ricaricabili.')).toBeVisible();
  });

  it('shows one FAQ on its own page, with the other questions of its category', async () => {
    await installFakeCms(network, demoStories());
    renderRoutes(withErrorBoundary(routes), '/serve-aiuto/gift-card/ricaricare');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Posso ricaricare una gift card?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Come controllo il saldo?' })).toBeInTheDocument();
  });
});
