import { ADMIN_TEXTS, STAFF_TEXTS } from '@clinic/contracts';
import { availableDoctor } from './support/api';
import { expect, test } from './support/fixtures';
import { seriousViolations } from './support/axe';
import { readInvitationLink } from './support/outbox';
import {
  appointmentCard,
  bookFirstFreeSlot,
  operatorLogin,
  staffLogin,
  submitProof,
  toast,
  transactionId,
} from './support/steps';

test.describe('staff accounts', () => {
  test('the owner invites a front-desk member, who joins, enrols a second factor, logs in and approves a payment; the audit names them', async ({
    page,
    browser,
    request,
    patient,
  }) => {
    const doctor = await availableDoctor(request, 2);
    const booked = await bookFirstFreeSlot(page, doctor);
    const proof = { name: patient.name, transactionId: transactionId() };
    await submitProof(page, appointmentCard(page, booked), proof);

    const owner = await (await browser.newContext()).newPage();
    await operatorLogin(owner);
    await owner
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Staff' })
      .click();
    const desk = {
      name: 'Kavya Nair',
      email: `kavya.${Date.now()}@clinic.test`,
      password: 'a calm morning desk',
    };
    const form = owner.getByRole('form', { name: 'Invite a staff member' });
    await form.getByLabel('Name').fill(desk.name);
    await form.getByLabel('Email').fill(desk.email);
    await form.getByLabel('Role').selectOption({ label: 'Front desk' });
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(toast(owner, STAFF_TEXTS.invitationSent)).toBeVisible();
    await expect(
      owner
        .getByRole('table', { name: 'Pending invitations' })
        .getByRole('row', { name: new RegExp(desk.name) }),
    ).toBeVisible();

    // The screens only a new member sees are held to the console's accessibility bar too.
    const found: string[] = [];
    const scan = async (page: typeof owner, screen: string) => {
      for (const line of await seriousViolations(page)) found.push(`${screen}: ${line}`);
    };
    const invitee = await (await browser.newContext()).newPage();
    await invitee.goto(await readInvitationLink(desk.email));
    await expect(invitee.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
    await scan(invitee, 'join');
    await invitee.getByLabel('New password').fill(desk.password);
    await invitee.getByLabel('Confirm password').fill(desk.password);
    await invitee.getByRole('button', { name: 'Create my account' }).click();
    await expect(invitee).toHaveURL(/\/console\/login$/);
    await expect(invitee.getByText(STAFF_TEXTS.accountReady)).toBeVisible();
    await invitee.goto('/console/setup');
    await expect(invitee.getByRole('heading', { name: 'Set up the clinic' })).toBeVisible();
    await scan(invitee, 'setup');
    await invitee.goto('/console/login');
    await scan(invitee, 'login');
    await staffLogin(invitee, desk.email, desk.password, (step) => scan(invitee, step));
    expect(found).toEqual([]);
    await expect(invitee.getByText(`${desk.name} · Front desk`)).toBeVisible();
    const nav = invitee.getByRole('navigation', { name: 'Console' });
    await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);

    await nav.getByRole('link', { name: 'Payments' }).click();
    const review = invitee.getByRole('article', { name: `${patient.name} with ${doctor.name}` });
    await expect(review).toContainText(proof.transactionId);
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(invitee, ADMIN_TEXTS.paymentApproved)).toBeVisible();

    await owner
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    const filters = owner.getByRole('form', { name: 'Filter the audit log' });
    await filters.getByLabel('Person').fill(desk.email);
    await filters.getByLabel('Person').press('Enter');
    const log = owner.getByRole('table', { name: 'Audit log, newest first' });
    const approval = log.getByRole('row').filter({ hasText: 'Approved payment' });
    await expect(approval).toHaveCount(1);
    await expect(approval).toContainText(`${desk.email}Front desk`);
    for (const action of ['Joined the staff', 'Set up second factor', 'Logged in'])
      await expect(log.getByRole('row').filter({ hasText: action }).first()).toContainText(
        desk.email,
      );
    // The owner's own invitation is theirs, not the desk's: the filter leaves it out.
    await expect(log.getByRole('row').filter({ hasText: 'Invited staff member' })).toHaveCount(0);
  });
});
