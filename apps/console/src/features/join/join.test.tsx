import {
  ADMIN_API,
  STAFF_TEXTS,
  type AcceptInvitationRequest,
  type SetupStatusResponse,
} from '@clinic/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../test/render';
import { failure, server } from '../../test/server';

const CODE = 'q8Zr2LmN4vXc7TfB1hKj9sWd';

function joinServer(answer: () => Response) {
  const sent: AcceptInvitationRequest[] = [];
  server.use(
    http.get(ADMIN_API.setup, () =>
      HttpResponse.json<SetupStatusResponse>({ success: true, needed: false }),
    ),
    http.post(ADMIN_API.acceptInvitation, async ({ request }) => {
      sent.push((await request.json()) as AcceptInvitationRequest);
      return answer();
    }),
  );
  return sent;
}

async function choose(password: string, again = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm password'), again);
  await user.click(screen.getByRole('button', { name: 'Create my account' }));
}

describe('joining from an invitation', () => {
  it('sends the code from the address fragment with the password, then shows the login with the server’s message', async () => {
    const sent = joinServer(() =>
      HttpResponse.json({ success: true, message: STAFF_TEXTS.accountReady }, { status: 201 }),
    );
    const { router } = renderConsole(`/join#${CODE}`);

    await choose('lanterns along the river');

    expect(await screen.findByRole('status')).toHaveTextContent(STAFF_TEXTS.accountReady);
    expect(router.state.location.pathname).toBe('/login');
    expect(sent).toEqual([{ code: CODE, password: 'lanterns along the river' }]);
  });

  it('when the two passwords differ, then it says so and sends nothing', async () => {
    const sent = joinServer(() => HttpResponse.json({ success: true, message: '' }));
    renderConsole(`/join#${CODE}`);

    await choose('lanterns along the river', 'lanterns along the sea');

    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'The two passwords are not the same',
    );
    expect(sent).toEqual([]);
  });

  it('when the invitation was spent or withdrawn, then the server’s text shows', async () => {
    joinServer(() => failure('invitationInvalid', 404));
    renderConsole(`/join#${CODE}`);

    await choose('lanterns along the river');

    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_TEXTS.invitationInvalid);
  });

  it('when the address carries no code, then it says the invitation is not valid and offers no form', async () => {
    joinServer(() => HttpResponse.json({ success: true, message: '' }));
    renderConsole('/join');

    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_TEXTS.invitationInvalid);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
