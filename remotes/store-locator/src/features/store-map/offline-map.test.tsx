import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { OfflineMap } from './offline-map';

const markers = [
  { id: 'arese', title: 'Iper Arese', position: { lat: 45.55, lng: 9.05 } },
  { id: 'verona', title: 'Iper Verona', position: { lat: 45.44, lng: 10.99 } },
].map((marker) => ({ ...marker, isSelected: false, isActive: false }));

function map() {
  return (
    <IntlProvider locale="it" defaultLocale="it">
      <OfflineMap
        markers={markers}
        onMarkerPress={() => undefined}
        label="Mappa dei punti vendita"
      />
    </IntlProvider>
  );
}

const land = (container: HTMLElement) => container.querySelectorAll('svg path');

describe('the embedded store map, server-rendered then hydrated', () => {
  it('is a picture in the server’s HTML, with its pins, and a map with marker buttons once the app runs', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(map());
    document.body.append(container);
    // The server's HTML: the land as a picture (not Italy's 18 KB outline), the pins drawn in it.
    expect(screen.getByRole('group', { name: 'Mappa dei punti vendita' })).toBeInTheDocument();
    expect(container.querySelector('svg image')).toHaveAttribute('href');
    expect(container.querySelectorAll('svg circle').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Iper Arese/ })).not.toBeInTheDocument();
    expect(land(container)).toHaveLength(0);

    await act(async () => {
      hydrateRoot(container, map(), { onRecoverableError: (error) => fail(error) });
    });

    expect(land(container)).toHaveLength(2);
    expect(land(container)[1]?.getAttribute('d')).toMatch(/^M[\d.,L]+/);
    expect(screen.getByRole('button', { name: /Iper Arese/ })).toBeInTheDocument();
    expect(container.querySelector('svg image')).toBeNull();
    container.remove();
  });
});
