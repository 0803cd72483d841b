import { createAppStore } from '@iper/api';
import { setupNetwork } from '@iper/api/src/testing/network';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { FeedbackDialog } from './feedback-dialog';

const network = setupNetwork();

// jsdom has no <dialog> behaviour: open and close just toggle the attribute.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close() {
    this.removeAttribute('open');
  };
});

function renderFeedback() {
  render(
    <Provider store={createAppStore()}>
      <IntlProvider locale="it" defaultLocale="it" messages={{}}>
        <MemoryRouter initialEntries={['/volantino']}>
          <FeedbackDialog />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
}

describe('the feedback dialog', () => {
  it('sends the note with its page and says it was taken in charge', async () => {
    network.use(http.post('/api/feedback', () => HttpResponse.json({ id: 'f1' }, { status: 201 })));
    renderFeedback();
    await userEvent.click(screen.getByRole('button', { name: 'Dicci la tua' }));
    await userEvent.type(screen.getByLabelText(/Il tuo messaggio/), 'Il volantino non si apre');
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'La tua segnalazione è stata presa in carico',
    );
    const sent = network.requests();
    expect(sent.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'POST /api/feedback',
    ]);
    expect(await sent[0]!.json()).toEqual({
      message: 'Il volantino non si apre',
      page: '/volantino',
      email: '',
    });
  });

  it('keeps what the visitor typed and says so when sending fails', async () => {
    network.use(http.post('/api/feedback', () => HttpResponse.json({}, { status: 500 })));
    renderFeedback();
    await userEvent.click(screen.getByRole('button', { name: 'Dicci la tua' }));
    await userEvent.type(screen.getByLabelText(/Il tuo messaggio/), 'Il volantino non si apre');
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Qualcosa è andato storto. Prova più tardi o contattaci',
    );
    expect(screen.getByLabelText(/Il tuo messaggio/)).toHaveValue('Il volantino non si apre');
  });

  it('asks for at least ten characters before sending anything', async () => {
    renderFeedback();
    await userEvent.click(screen.getByRole('button', { name: 'Dicci la tua' }));
    await userEvent.type(screen.getByLabelText(/Il tuo messaggio/), 'corto');
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect(screen.getByText('Scrivi almeno 10 caratteri.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Il tuo messaggio/)).toHaveAttribute('aria-invalid', 'true');
    expect(network.requests()).toEqual([]);
  });
});
