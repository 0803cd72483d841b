import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useParamUpdates } from './use-param-updates';

type Updates = ReturnType<typeof useParamUpdates>;
let updates!: Updates;
const keep = (drawn: Updates) => (updates = drawn);

function Probe({ onDraw }: { onDraw: (drawn: Updates) => void }) {
  onDraw(useParamUpdates());
  return null;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/posizioni', element: <Probe onDraw={keep} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('changing the address one parameter at a time', () => {
  it('keeps every change made in a row, before the page draws any of them', async () => {
    const router = renderAt('/posizioni?q=banco');
    const { update } = updates; // as the page drew it: q=banco only
    await act(async () => {
      update('luogo', 'Arese');
      update('funzione', 'Gastronomia');
      update('ordina', 'z-a');
    });
    expect(router.state.location.search).toBe(
      '?q=banco&luogo=Arese&funzione=Gastronomia&ordina=z-a',
    );
  });

  it('starts from an address it did not write, and removes a parameter set to nothing', async () => {
    const router = renderAt('/posizioni?q=banco');
    await act(async () => updates.update('luogo', 'Arese'));
    await act(async () => router.navigate('/posizioni?funzione=Casse'));
    await act(async () => updates.update('ordina', 'a-z'));
    expect(router.state.location.search).toBe('?funzione=Casse&ordina=a-z');
    await act(async () => updates.update('funzione', ''));
    expect(router.state.location.search).toBe('?ordina=a-z');
  });
});
