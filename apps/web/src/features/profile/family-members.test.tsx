import {
  API,
  TEXTS,
  familyMemberRequest,
  familyMemberResponse,
  messageResponse,
} from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { answer, db, server } from '../../test/server';

const RIYA = {
  _id: 'f00000000000000000000001',
  name: 'Riya Rao',
  dob: '2015-06-10',
  relation: 'child' as const,
  gender: 'Female' as const,
  bloodGroup: '' as const,
  allergy: '',
  medicalCondition: '',
};

async function openFamily() {
  const view = renderApp('/my-profile', { signedIn: true });
  const section = await screen.findByRole('region', { name: 'Family members' });
  return { ...view, section };
}

describe('/my-profile, Family members', () => {
  it('when the holder adds a child, then the form is sent as the contract reads it and the child is listed', async () => {
    const received: unknown[] = [];
    server.use(
      http.post(API.familyMembers, async ({ request }) => {
        const body = familyMemberRequest.parse(await request.json());
        received.push(body);
        db.family = [...db.family, { ...body, _id: RIYA._id }];
        return answer(
          familyMemberResponse,
          { success: true, message: TEXTS.familyMemberAdded, member: db.family[0] },
          201,
        );
      }),
    );
    const { user, section } = await openFamily();
    expect(await within(section).findByText('You have not added anyone yet.')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Add a family member' }));
    const form = within(section).getByRole('form', { name: 'New family member' });
    await user.type(within(form).getByLabelText('Name'), 'Riya Rao');
    await user.type(within(form).getByLabelText('Date of birth'), '2015-06-10');
    await user.selectOptions(within(form).getByLabelText('Relation to you'), 'child');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(section).findByText('Riya Rao')).toBeInTheDocument();
    expect(within(section).getByText('Child · Born 2015-06-10')).toBeInTheDocument();
    expect(await screen.findByText(TEXTS.familyMemberAdded)).toBeInTheDocument();
    const { _id: _assigned, ...sent } = RIYA;
    expect(received).toEqual([sent]);
  });

  it('when the form is sent without a name or birth date, then each field says what is missing and nothing is sent', async () => {
    const { user, section } = await openFamily();

    await user.click(within(section).getByRole('button', { name: 'Add a family member' }));
    await user.click(within(section).getByRole('button', { name: 'Save' }));

    expect(within(section).getByLabelText('Name')).toHaveAccessibleDescription('Required');
    expect(within(section).getByLabelText('Date of birth')).toHaveAccessibleDescription(
      'Date of birth must be YYYY-MM-DD',
    );
  });

  it('when the holder removes a member and confirms, then the member leaves the list', async () => {
    db.family = [RIYA];
    server.use(
      http.delete(API.familyMember(RIYA._id), () => {
        db.family = [];
        return answer(messageResponse, { success: true, message: TEXTS.familyMemberRemoved });
      }),
    );
    const { user, section } = await openFamily();

    await user.click(await within(section).findByRole('button', { name: 'Remove Riya Rao' }));
    await user.click(within(section).getByRole('button', { name: 'Yes, remove' }));

    expect(await within(section).findByText('You have not added anyone yet.')).toBeInTheDocument();
    expect(await screen.findByText(TEXTS.familyMemberRemoved)).toBeInTheDocument();
  });
});
