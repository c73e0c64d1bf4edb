import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen';

function ReportsPage() {
  return <h1>Reports</h1>;
}

describe('a screen in its own chunk', () => {
  it('while the chunk loads, then a status says so; once it is in, the screen shows', async () => {
    let arrive: (module: { ReportsPage: typeof ReportsPage }) => void = () => {};
    const Screen = lazyScreen(
      () => new Promise<{ ReportsPage: typeof ReportsPage }>((resolve) => (arrive = resolve)),
      'ReportsPage',
    );
    render(<Screen />);

    expect(await screen.findByRole('status')).toHaveTextContent('Loading the screen…');
    arrive({ ReportsPage });
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('when the chunk fails to load, then an alert offers a retry that loads it again', async () => {
    const attempts: number[] = [];
    const Screen = lazyScreen(() => {
      attempts.push(attempts.length + 1);
      return attempts.length === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve({ ReportsPage });
    }, 'ReportsPage');
    const user = userEvent.setup();
    render(<Screen />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This screen could not be loaded. Check the connection and try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(attempts).toEqual([1, 2]);
  });
});
