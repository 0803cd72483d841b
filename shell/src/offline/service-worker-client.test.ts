import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyPendingUpdate } from './pending-update';
import { registerServiceWorker, SERVICE_WORKER_URL } from './service-worker-client';
import { UPDATE_PROMPT_ID } from './update-prompt';

/** A service worker container and registration in miniature, driven by the test. */
function fakeContainer({ controlled, waiting }: { controlled: boolean; waiting: boolean }) {
  const postMessage = jest.fn();
  const registrationEvents = new EventTarget();
  const containerEvents = new EventTarget();
  const registration = Object.assign(registrationEvents, {
    waiting: waiting ? { postMessage } : null,
    installing: null as (EventTarget & { state: string }) | null,
    update: jest.fn(async () => undefined),
  });
  const container = Object.assign(containerEvents, {
    controller: controlled ? {} : null,
    register: jest.fn(async () => registration),
  });
  return {
    container: container as unknown as ServiceWorkerContainer,
    registration,
    postMessage,
    /** A new worker installs and then waits. */
    install() {
      const worker = Object.assign(new EventTarget(), { state: 'installing' });
      registration.installing = worker;
      registrationEvents.dispatchEvent(new Event('updatefound'));
      registration.waiting = { postMessage };
      worker.state = 'installed';
      worker.dispatchEvent(new Event('statechange'));
    },
  };
}

describe('the service worker registration', () => {
  afterEach(() => document.getElementById(UPDATE_PROMPT_ID)?.remove());

  it('registers /sw.js for the whole site, checked past the HTTP cache', async () => {
    const fake = fakeContainer({ controlled: false, waiting: false });
    await registerServiceWorker(fake.container);
    expect(fake.container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, {
      scope: '/',
      updateViaCache: 'none',
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('leaves the update check to the browser, unless the page prerenders a next page and is controlled', async () => {
    const plain = fakeContainer({ controlled: true, waiting: false });
    await registerServiceWorker(plain.container);
    expect(plain.registration.update).not.toHaveBeenCalled();

    const prerendering = fakeContainer({ controlled: true, waiting: false });
    await registerServiceWorker(prerendering.container, { checkForUpdate: true });
    expect(prerendering.registration.update).toHaveBeenCalledTimes(1);

    const firstVisit = fakeContainer({ controlled: false, waiting: false });
    await registerServiceWorker(firstVisit.container, { checkForUpdate: true });
    expect(firstVisit.registration.update).not.toHaveBeenCalled();
  });

  it('offers a worker that waits since an earlier page, and tells it to take over on "Aggiorna"', async () => {
    const fake = fakeContainer({ controlled: true, waiting: true });
    await registerServiceWorker(fake.container);
    await userEvent.click(await screen.findByRole('button', { name: 'Aggiorna' }));
    expect(fake.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('offers a new version installed while the page is open, applied at the next navigation', async () => {
    const fake = fakeContainer({ controlled: true, waiting: false });
    await registerServiceWorker(fake.container);
    expect(screen.queryByRole('status')).toBeNull();
    fake.install();
    expect(await screen.findByRole('status')).toHaveTextContent('Nuova versione disponibile');
    expect(applyPendingUpdate('/carta-vantaggi')).toBe(true);
    expect(fake.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('offers nothing for the first worker of a browser (it simply starts)', async () => {
    const fake = fakeContainer({ controlled: false, waiting: false });
    await registerServiceWorker(fake.container);
    fake.install();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
