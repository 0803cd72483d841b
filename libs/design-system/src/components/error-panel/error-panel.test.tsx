import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../test-utils';
import { ErrorPanel } from './error-panel';

describe('ErrorPanel', () => {
  it('announces the failure, takes focus and offers a retry', async () => {
    const onRetry = jest.fn();
    renderUi(<ErrorPanel onRetry={onRetry} />);
    const panel = screen.getByRole('alert');
    expect(panel).toHaveFocus();
    expect(panel).toHaveTextContent('Questa sezione non è disponibile al momento');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows its own title and text', () => {
    renderUi(<ErrorPanel title="Volantino non disponibile" text="Riprova più tardi." />);
    expect(screen.getByRole('heading', { name: 'Volantino non disponibile' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("is a section's h2, or the page's h1 when it stands for the whole page", () => {
    const { unmount } = renderUi(<ErrorPanel />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Questa sezione non è disponibile al momento',
    );
    unmount();
    renderUi(<ErrorPanel headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Questa sezione non è disponibile al momento',
    );
  });
});
