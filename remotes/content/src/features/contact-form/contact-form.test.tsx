import { setupNetwork } from '@iper/api/src/testing/network';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ContactForm } from './contact-form';
import { sendHelpRequest } from './send-help-request';
import { IPER_ARESE } from '@iper/contracts/src/testing/store.fixture';

// The request itself is mocked here (send-help-request.test.ts tests the body it builds, and the
// e2e journey sends it for real): jsdom's File and the environment's FormData do not mix.
jest.mock('./send-help-request', () => ({
  ...jest.requireActual('./send-help-request'),
  sendHelpRequest: jest.fn(),
  helpRequestBody: jest.fn((fields: Record<string, unknown>, files: Record<string, File>) => ({
    fields,
    files,
  })),
}));

const send = jest.mocked(sendHelpRequest);

const STORES = [{ ...IPER_ARESE, position: { lat: 45.5, lng: 9 }, telefono: '02' }];

setupNetwork(http.post('/api/stores-yext', () => HttpResponse.json(STORES)));

const jpeg = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])], 'scontrino.jpg', {
    type: 'image/jpeg',
  });
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'yogurt.png', {
    type: 'image/png',
  });

function renderForm() {
  return renderRoutes(
    [
      {
        path: '/',
        element: <ContactForm title="Scrivici" intro="Ti rispondiamo entro due giorni." />,
      },
    ],
    '/',
  );
}

async function fillValidForm() {
  const user = userEvent.setup();
  const form = screen.getByRole('form', { name: 'Scrivici' });
  await user.selectOptions(screen.getByRole('combobox', { name: /^Argomento/ }), 'punto-vendita');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Tipo di richiesta/ }), 'reclamo');
  await screen.findByRole('option', { name: 'Iper Arese' });
  await user.selectOptions(screen.getByRole('combobox', { name: /^Punto vendita/ }), '00101');
  await user.type(
    screen.getByRole('textbox', { name: /^Messaggio/ }),
    'Lo yogurt era già scaduto al momento dell’acquisto.',
  );
  await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Giulia');
  await user.type(screen.getByRole('textbox', { name: /^Cognome/ }), 'Rossi');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'giulia.rossi@example.it');
  await user.click(screen.getByRole('checkbox', { name: /informativa privacy/ }));
  return { user, form };
}

afterEach(() => {
  jest.restoreAllMocks();
  send.mockReset();
});

describe('the contact form', () => {
  it("refuses an incomplete form with 'Modulo incompleto.' and sends nothing", async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    expect(await screen.findByText('Modulo incompleto.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Argomento/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('asks for the order number when the request is about Iper Drive', async () => {
    renderForm();
    expect(screen.queryByRole('textbox', { name: /^Numero d’ordine|^Numero d'ordine/ })).toBeNull();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /^Argomento/ }),
      'iper-drive',
    );
    expect(screen.getByRole('textbox', { name: /^Numero d'ordine/ })).toBeRequired();
  });

  it('sends the fields and two photos, then says the report was taken in charge', async () => {
    send.mockImplementation(async (_body, onProgress) => {
      onProgress(50);
      return { status: 201, body: { id: 'SEG-00000042', attachments: [] } };
    });
    renderForm();
    const { user } = await fillValidForm();
    await user.upload(screen.getByLabelText('Foto dello scontrino'), jpeg());
    await user.upload(screen.getByLabelText('Foto del prodotto'), png());
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'La tua segnalazione è stata presa in carico',
    });
    expect(dialog).toHaveTextContent('SEG-00000042');
    const { fields, files } = send.mock.calls[0]![0] as unknown as {
      fields: Record<string, unknown>;
      files: Record<string, File>;
    };
    expect(fields).toEqual({
      theme: 'punto-vendita',
      category: 'reclamo',
      store: '00101',
      message: 'Lo yogurt era già scaduto al momento dell’acquisto.',
      name: 'Giulia',
      surname: 'Rossi',
      email: 'giulia.rossi@example.it',
      privacy: true,
    });
    expect(Object.keys(files)).toEqual(['receiptPhoto', 'productPhoto']);
    expect(files.receiptPhoto!.name).toBe('scontrino.jpg');
    expect(files.productPhoto!.name).toBe('yogurt.png');
  });

  it('refuses a photo whose content is not an image, whatever its name, before sending', async () => {
    renderForm();
    const { user } = await fillValidForm();
    const fake = new File(['<script>alert(1)</script>'], 'foto.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Foto del prodotto'), fake);
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    expect(
      await screen.findByText('Formato non supportato / File troppo grande (max 5 MB)'),
    ).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it("shows the server's message on the field it names", async () => {
    send.mockResolvedValue({
      status: 400,
      body: {
        statusCode: 400,
        issues: [{ path: 'email', message: 'Inserisci un indirizzo email valido.' }],
      },
    });
    renderForm();
    const { user } = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    expect(await screen.findByText('Inserisci un indirizzo email valido.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'Qualcosa è andato storto' when the request fails, and keeps what was typed", async () => {
    send.mockRejectedValue(new Error('offline'));
    renderForm();
    const { user } = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    expect(
      await screen.findByRole('dialog', {
        name: 'Qualcosa è andato storto. Prova più tardi o contattaci',
      }),
    ).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Chiudi' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Giulia');
  });
});
