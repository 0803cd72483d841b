import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { HydratedApart } from './hydrated-apart';
import { createHydrationGate, HydrationGateContext } from './hydration-gate';

/** As the App does: the gate in context, the frame reported once committed. */
function Frame({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  const [gate] = useState(() => createHydrationGate(onHydrated));
  useEffect(() => gate.frameCommitted(), [gate]);
  return (
    <HydrationGateContext.Provider value={gate}>
      <header>Iper</header>
      {children}
    </HydrationGateContext.Provider>
  );
}

describe("the page is React's only once every part of it is", () => {
  it('waits, in a server-rendered page, for the parts hydrated apart', async () => {
    const order: string[] = [];
    function Page() {
      useEffect(() => {
        order.push('page hydrated');
      }, []);
      return <main>Volantini</main>;
    }
    const page = (onHydrated: () => void) => (
      <Frame onHydrated={onHydrated}>
        <HydratedApart>
          <Page />
        </HydratedApart>
        <HydratedApart>
          <footer>Link utili</footer>
        </HydratedApart>
      </Frame>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(() => undefined));
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      startTransition(() => {
        hydrateRoot(
          container,
          page(() => order.push('all hydrated')),
          { onRecoverableError: (error) => errors.push(error) },
        );
      });
    });
    expect(errors).toEqual([]);
    expect(order).toEqual(['page hydrated', 'all hydrated']);
    container.remove();
  });

  it('opens at once in a page drawn in the browser', () => {
    const onHydrated = jest.fn();
    render(
      <Frame onHydrated={onHydrated}>
        <HydratedApart>
          <main>Volantini</main>
        </HydratedApart>
      </Frame>,
    );
    expect(onHydrated).toHaveBeenCalledTimes(1);
  });
});
