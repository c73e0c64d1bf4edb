import {
  ADMIN_API,
  STAFF_TEXTS,
  invitationSchema,
  staffMemberSchema,
  type Invitation,
  type InvitationRequest,
  type Operator,
  type StaffMember,
  type StaffPatchRequest,
} from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { doctorOperator, frontDesk, makeDoctor, operator } from '../../test/fixtures';
import { renderConsole } from '../../test/render';
import { failure, server } from '../../test/server';

const asha = makeDoctor();
const vikram = makeDoctor({ _id: 'd00000000000000000000002', name: 'Dr. Vikram Shah' });

const member = (account: Operator, overrides: Partial<StaffMember> = {}): StaffMember =>
  staffMemberSchema.parse({
    ...account,
    disabled: false,
    secondFactor: true,
    secondFactorLocked: false,
    createdAt: '2026-11-01T05:00:00.000Z',
    ...overrides,
  });

const pending: Invitation = invitationSchema.parse({
  _id: 'f00000000000000000000001',
  name: 'Kiran Das',
  email: 'kiran@clinic.test',
  role: 'front-desk',
  doctorId: null,
  invitedBy: operator.email,
  expiresAt: '2026-11-25T05:00:00.000Z',
});

/**
 * A staff store the handlers read and write, so the screen re-reads what was changed; `desk`
 * changes the front-desk member.
 */
function staffServer(desk: Partial<StaffMember> = {}) {
  let staff = [
    member(operator),
    member(frontDesk, desk),
    member(doctorOperator, { secondFactor: false }),
  ];
  let invitations = [pending];
  const sent = {
    invitations: [] as InvitationRequest[],
    withdrawn: [] as string[],
    patches: [] as { id: string; body: StaffPatchRequest }[],
    resets: [] as string[],
    passwordChanges: [] as string[],
  };
  const change = (id: string, update: Partial<StaffMember>) => {
    staff = staff.map((item) => (item._id === id ? { ...item, ...update } : item));
    return staff.find((item) => item._id === id);
  };
  server.use(
    http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator })),
    http.get(ADMIN_API.doctors, () =>
      HttpResponse.json({ success: true, doctors: [asha, vikram] }),
    ),
    http.get(ADMIN_API.staff, () => HttpResponse.json({ success: true, staff, invitations })),
    http.post(ADMIN_API.staffInvitations, async ({ request }) => {
      const body = (await request.json()) as InvitationRequest;
      sent.invitations.push(body);
      if (staff.some((item) => item.email === body.email)) return failure('staffEmailTaken', 409);
      const invitation = invitationSchema.parse({
        _id: 'f00000000000000000000002',
        ...body,
        doctorId: body.doctorId ?? null,
        invitedBy: operator.email,
        expiresAt: '2026-11-26T05:00:00.000Z',
      });
      invitations = [...invitations, invitation];
      return HttpResponse.json(
        { success: true, message: STAFF_TEXTS.invitationSent, invitation },
        { status: 201 },
      );
    }),
    http.delete(ADMIN_API.staffInvitation(':id'), ({ params }) => {
      sent.withdrawn.push(String(params.id));
      invitations = invitations.filter((item) => item._id !== params.id);
      return HttpResponse.json({ success: true, message: STAFF_TEXTS.invitationWithdrawn });
    }),
    http.patch(ADMIN_API.staffMember(':id'), async ({ params, request }) => {
      const body = (await request.json()) as StaffPatchRequest;
      sent.patches.push({ id: String(params.id), body });
      const changed = change(String(params.id), {
        ...(body.role ? { role: body.role, doctorId: body.doctorId ?? null } : {}),
        ...(body.disabled === undefined ? {} : { disabled: body.disabled }),
      });
      return HttpResponse.json({
        success: true,
        message: STAFF_TEXTS.staffUpdated,
        member: changed,
      });
    }),
    http.post(ADMIN_API.staffSecondFactorReset(':id'), ({ params }) => {
      sent.resets.push(String(params.id));
      const changed = change(String(params.id), { secondFactor: false, secondFactorLocked: false });
      return HttpResponse.json({
        success: true,
        message: STAFF_TEXTS.secondFactorReset,
        member: changed,
      });
    }),
    http.post(ADMIN_API.staffPasswordChange(':id'), ({ params }) => {
      sent.passwordChanges.push(String(params.id));
      const changed = change(String(params.id), { mustChangePassword: true });
      return HttpResponse.json({
        success: true,
        message: STAFF_TEXTS.passwordChangeRequested,
        member: changed,
      });
    }),
  );
  return sent;
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .slice(0, 5)
    .map((cell) => cell.textContent);

async function rowOf(name: string) {
  const table = await screen.findByRole('table', { name: 'Staff members' });
  const row = within(table).getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('the staff screen', () => {
  beforeEach(() => window.localStorage.setItem('clinicConsoleToken', 'operator-token'));

  it('lists each account with its role, second factor and state; the owner’s own cannot be changed', async () => {
    staffServer();
    renderConsole('/staff');

    expect(cells(await rowOf('Dr. Asha Rao'))).toEqual([
      'Dr. Asha Rao',
      'asha@clinic.test',
      'Doctor · Dr. Asha Rao',
      'Not set up',
      'Active',
    ]);
    expect(cells(await rowOf('Asha Rao'))).toEqual([
      'Asha Rao',
      'desk@clinic.test',
      'Front desk',
      'Set up',
      'Active',
    ]);
    const owner = await rowOf('Meera Nair');
    expect(within(owner).getByText('Cannot be changed here')).toBeInTheDocument();
    expect(within(owner).queryByRole('button')).not.toBeInTheDocument();
    const invitations = screen.getByRole('table', { name: 'Pending invitations' });
    expect(within(invitations).getByText('Kiran Das')).toBeInTheDocument();
  });

  it('invites a doctor: the doctor select comes with the role, and the invitation waits in the list', async () => {
    const sent = staffServer();
    const user = userEvent.setup();
    renderConsole('/staff');
    const form = await screen.findByRole('form', { name: 'Invite a staff member' });

    await user.type(within(form).getByLabelText('Name'), 'Dr. Vikram Shah');
    await user.type(within(form).getByLabelText('Email'), 'Vikram@Clinic.test');
    expect(within(form).queryByLabelText('Doctor')).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Role'), 'Doctor');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));

    expect(within(form).getByLabelText('Doctor')).toHaveAccessibleDescription(
      STAFF_TEXTS.invitationDoctorRequired,
    );
    expect(sent.invitations).toEqual([]);

    await user.selectOptions(within(form).getByLabelText('Doctor'), 'Dr. Vikram Shah');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText(STAFF_TEXTS.invitationSent)).toBeInTheDocument();
    expect(sent.invitations).toEqual([
      {
        name: 'Dr. Vikram Shah',
        email: 'vikram@clinic.test',
        role: 'doctor',
        doctorId: vikram._id,
      },
    ]);
    const invitations = screen.getByRole('table', { name: 'Pending invitations' });
    expect(await within(invitations).findByText('Doctor · Dr. Vikram Shah')).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveValue('');
  });

  it('when the e-mail is taken, then the server’s text shows beside the form', async () => {
    staffServer();
    const user = userEvent.setup();
    renderConsole('/staff');
    const form = await screen.findByRole('form', { name: 'Invite a staff member' });

    await user.type(within(form).getByLabelText('Name'), 'Asha again');
    await user.type(within(form).getByLabelText('Email'), frontDesk.email);
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(STAFF_TEXTS.staffEmailTaken);
  });

  it('withdraws a pending invitation', async () => {
    const sent = staffServer();
    const user = userEvent.setup();
    renderConsole('/staff');

    await user.click(
      await screen.findByRole('button', { name: 'Withdraw the invitation of Kiran Das' }),
    );

    expect(await screen.findByText(STAFF_TEXTS.invitationWithdrawn)).toBeInTheDocument();
    expect(await screen.findByText('No invitations are waiting.')).toBeInTheDocument();
    expect(sent.withdrawn).toEqual([pending._id]);
  });

  it('switches an account off only once confirmed, and on again', async () => {
    const sent = staffServer();
    const user = userEvent.setup();
    renderConsole('/staff');

    await user.click(await screen.findByRole('button', { name: 'Switch off Asha Rao' }));
    const confirm = within(await rowOf('Asha Rao')).getByRole('group', { name: 'Confirm' });
    expect(confirm).toHaveTextContent('Asha Rao can no longer log in; their open sessions end.');
    await user.click(within(confirm).getByRole('button', { name: 'Keep' }));
    expect(sent.patches).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Switch off Asha Rao' }));
    await user.click(screen.getByRole('button', { name: 'Yes, switch off' }));

    expect(await screen.findByText(STAFF_TEXTS.staffUpdated)).toBeInTheDocument();
    expect(sent.patches).toEqual([{ id: frontDesk._id, body: { disabled: true } }]);
    expect(await within(await rowOf('Asha Rao')).findByText('Switched off')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Switch on Asha Rao' }));
    await within(await rowOf('Asha Rao')).findByText('Active');
    expect(sent.patches.at(-1)).toEqual({ id: frontDesk._id, body: { disabled: false } });
  });

  it('resets a second factor once confirmed', async () => {
    const sent = staffServer();
    const user = userEvent.setup();
    renderConsole('/staff');

    await user.click(
      await screen.findByRole('button', { name: 'Reset the second factor of Asha Rao' }),
    );
    await user.click(screen.getByRole('button', { name: 'Yes, reset' }));

    expect(await screen.findByText(STAFF_TEXTS.secondFactorReset)).toBeInTheDocument();
    expect(sent.resets).toEqual([frontDesk._id]);
    expect(await within(await rowOf('Asha Rao')).findByText('Not set up')).toBeInTheDocument();
  });

  it('shows a second factor that wrong codes locked, and the reset unlocks it', async () => {
    const sent = staffServer({ secondFactorLocked: true });
    const user = userEvent.setup();
    renderConsole('/staff');

    expect(cells(await rowOf('Asha Rao'))).toEqual([
      'Asha Rao',
      'desk@clinic.test',
      'Front desk',
      'Locked after too many wrong codes',
      'Active',
    ]);
    await user.click(screen.getByRole('button', { name: 'Reset the second factor of Asha Rao' }));
    await user.click(screen.getByRole('button', { name: 'Yes, reset' }));

    expect(await screen.findByText(STAFF_TEXTS.secondFactorReset)).toBeInTheDocument();
    expect(sent.resets).toEqual([frontDesk._id]);
    expect(await within(await rowOf('Asha Rao')).findByText('Not set up')).toBeInTheDocument();
  });

  it('requires a new password once confirmed', async () => {
    const sent = staffServer();
    const user = userEvent.setup();
    renderConsole('/staff');

    await user.click(
      await screen.findByRole('button', { name: 'Require a new password from Asha Rao' }),
    );
    await user.click(screen.getByRole('button', { name: 'Yes, require it' }));

    expect(await screen.findByText(STAFF_TEXTS.passwordChangeRequested)).toBeInTheDocument();
    expect(sent.passwordChanges).toEqual([frontDesk._id]);
    expect(
      await within(await rowOf('Asha Rao')).findByText('Must choose a new password'),
    ).toBeInTheDocument();
  });

  it('makes a front-desk account a doctor’s, naming the doctor', async () => {
    const sent = staffServer();
    const user = userEvent.setup();
    renderConsole('/staff');

    await user.click(await screen.findByRole('button', { name: 'Change the role of Asha Rao' }));
    const form = screen.getByRole('form', { name: 'Role of Asha Rao' });
    await user.selectOptions(within(form).getByLabelText('Role'), 'Doctor');
    await user.selectOptions(within(form).getByLabelText('Doctor'), 'Dr. Asha Rao');
    await user.click(within(form).getByRole('button', { name: 'Save role' }));

    expect(await screen.findByText(STAFF_TEXTS.staffUpdated)).toBeInTheDocument();
    expect(sent.patches).toEqual([
      { id: frontDesk._id, body: { role: 'doctor', doctorId: asha._id } },
    ]);
    expect(
      await within(await rowOf('Asha Rao')).findByText('Doctor · Dr. Asha Rao'),
    ).toBeInTheDocument();
  });
});
