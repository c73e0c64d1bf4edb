import { ADMIN_API, TEXTS, errorResponse, messageResponse } from '@clinic/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { operator } from '../../test/fixtures';
import { renderConsole } from '../../test/render';
import { server } from '../../test/server';

describe('my account', () => {
  beforeEach(() => window.localStorage.setItem('clinicConsoleToken', 'operator-token'));

  function answerPassword(answer: () => Response) {
    const sent: unknown[] = [];
    server.use(
      http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator })),
      http.post(ADMIN_API.password, async ({ request }) => {
        sent.push(await request.json());
        return answer();
      }),
    );
    return sent;
  }

  async function fill(current: string, next: string, again = next) {
    const user = userEvent.setup();
    renderConsole('/account');
    expect(await screen.findByRole('link', { name: 'My account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.type(await screen.findByLabelText('Current password'), current);
    await user.type(screen.getByLabelText('New password'), next);
    await user.type(screen.getByLabelText('New password again'), again);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    return user;
  }

  it('changes the password and says the other devices are logged out', async () => {
    const sent = answerPassword(() =>
      HttpResponse.json(messageResponse.parse({ success: true, message: TEXTS.passwordChanged })),
    );

    await fill('old harbour lamp', 'lanterns along the river');

    expect(await screen.findByRole('status')).toHaveTextContent(TEXTS.passwordChanged);
    expect(sent).toEqual([
      { currentPassword: 'old harbour lamp', newPassword: 'lanterns along the river' },
    ]);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('shows the server’s answer when the current password is wrong', async () => {
    answerPassword(() =>
      HttpResponse.json(
        errorResponse.parse({
          success: false,
          message: TEXTS.currentPasswordWrong,
          code: 'currentPasswordWrong',
          errors: { currentPassword: TEXTS.currentPasswordWrong },
        }),
        { status: 400 },
      ),
    );

    await fill('not my password', 'lanterns along the river');

    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.currentPasswordWrong);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('sends nothing when the two new passwords differ or a field is empty', async () => {
    const sent = answerPassword(() =>
      HttpResponse.json({ success: true, message: TEXTS.passwordChanged }),
    );

    const user = await fill('old harbour lamp', 'lanterns along the river', 'lanterns');

    expect(await screen.findByText('The two new passwords are not the same')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Current password'));
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
