import { createAppStore } from '@iper/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { FeedbackDialog } from './feedback-dialog';

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
  afterEach(() => jest.restoreAllMocks());

  it('sends the note with its page and says it was taken in charge', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ id: 'f1' }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
    );
    renderFeedback();
    await userEvent.click(screen.getByRole('button', { name: 'Dicci la tua' }));
    await userEvent.type(screen.getByLabelText(/Il tuo messaggio/), 'Il volantino non si apre');
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'La tua segnalazione è stata presa in carico',
    );
    const request = fetchSpy.mock.calls[0]?.[0] as Request;
    expect(await request.json()).toEqual({
      message: 'Il volantino non si apre',
      page: '/volantino',
      email: '',
    });
  });

  it('keeps what the visitor typed and says so when sending fails', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 500 }));
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
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    renderFeedback();
    await userEvent.click(screen.getByRole('button', { name: 'Dicci la tua' }));
    await userEvent.type(screen.getByLabelText(/Il tuo messaggio/), 'corto');
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect(screen.getByText('Scrivi almeno 10 caratteri.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Il tuo messaggio/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
