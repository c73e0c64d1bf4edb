import { TEXTS } from '@clinic/contracts';
import { getDoctors } from './support/api';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { readInvite } from './support/outbox';
import { choose, toast } from './support/steps';

test.describe('family members', () => {
  test('a parent adds a child and books a paediatrician for them', async ({
    page,
    request,
    patient,
  }) => {
    const paediatrician = (await getDoctors(request)).find(
      (doctor) => doctor.available && doctor.speciality === 'Pediatrician',
    );
    if (!paediatrician) throw new Error('The demo data has no available paediatrician');
    const child = `Riya ${patient.name.split(' ').at(-1)}`;

    // My Profile: the family section adds the child.
    await page.goto('/my-profile');
    const family = page.getByRole('region', { name: 'Family members' });
    await expect(family.getByText('You have not added anyone yet.')).toBeVisible();
    await family.getByRole('button', { name: 'Add a family member' }).click();
    const form = family.getByRole('form', { name: 'New family member' });
    await form.getByLabel('Name').fill(child);
    await form.getByLabel('Date of birth').fill('2018-05-12');
    await form.getByLabel('Relation to you').selectOption('child');
    await form.getByLabel('Gender').selectOption('Female');
    await form.getByLabel('Allergies').fill('Peanuts');
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, TEXTS.familyMemberAdded)).toBeVisible();
    await expect(family.getByText(child)).toBeVisible();
    await expect(family.getByText('Child · Born 2018-05-12')).toBeVisible();

    // The paediatrician's page asks for whom, and for the guardian's confirmation.
    await page.goto(`/appointment/${paediatrician._id}`);
    await expect(page.getByRole('heading', { level: 1, name: paediatrician.name })).toBeVisible();
    const forWhom = page.getByRole('group', { name: 'Who is this appointment for?' });
    await expect(forWhom.getByRole('radio', { name: 'Myself' })).toBeChecked();
    await choose(forWhom.getByRole('radio', { name: `${child} (Child)` }));
    const guardian = forWhom.getByRole('checkbox', {
      name: `I am the parent or lawful guardian of ${child}, and I agree to the privacy notice for their care.`,
    });
    await expect(guardian).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await guardian.check();
    // The last day shown, never today: the journey cannot race the clock.
    await choose(
      page.getByRole('group', { name: 'Booking slots: choose a day' }).getByRole('radio').last(),
    );
    await choose(page.getByRole('group', { name: 'Choose a time' }).getByRole('radio').first());
    await page.getByRole('button', { name: TEXTS.bookAppointment }).click();

    await expect(toast(page, TEXTS.appointmentBooked)).toBeVisible();
    await expect(page).toHaveURL(/\/my-appointment$/);
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: paediatrician.name }) });
    await expect(card).toContainText(`Patient: ${child} (Child)`);
    expect(await seriousViolations(page)).toEqual([]);

    // The holder is mailed as the contact; the invite (its folded lines joined) names the child.
    const { invite } = await readInvite(patient.email);
    expect(invite.replace(/\r?\n[ \t]/g, '')).toContain(`For ${child}.`);
  });
});
