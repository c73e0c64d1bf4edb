import {
  API,
  GAD7,
  PHQ9,
  PHQ9_DIFFICULTY,
  SITE_PAGES,
  TEXTS,
  blankAnswers,
  intakeStateResponse,
  messageResponse,
  saveIntakeRequest,
  saveIntakeResponse,
  scoreIntake,
  needsSafetyCall,
  type IntakeStateResponse,
} from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, server } from '../../test/server';
import { renderApp } from '../../test/render';

const APPOINTMENT = 'a'.repeat(24);
const NOW = new Date('2026-11-21T05:00:00Z');

let state: IntakeStateResponse;
const saved: unknown[] = [];

beforeEach(() => {
  saved.length = 0;
  state = { success: true, offer: 'first', consented: true, intake: null };
  server.use(
    http.get(API.intake(APPOINTMENT), () => answer(intakeStateResponse, state)),
    http.post(API.intakeConsent, () => {
      state = { ...state, consented: true };
      return answer(messageResponse, { success: true, message: TEXTS.intakeConsentOn });
    }),
    http.put(API.intake(APPOINTMENT), async ({ request }) => {
      const body = saveIntakeRequest.parse(await request.json());
      saved.push(body);
      const intake = {
        _id: 'b'.repeat(24),
        appointmentId: APPOINTMENT,
        kind: 'first' as const,
        status: body.submit ? ('submitted' as const) : ('draft' as const),
        answers: body.answers,
        results: scoreIntake(body.answers),
        savedAt: NOW.toISOString(),
        submittedAt: body.submit ? NOW.toISOString() : null,
      };
      state = { ...state, intake };
      return answer(saveIntakeResponse, {
        success: true,
        message: body.submit ? TEXTS.intakeSubmitted : TEXTS.intakeSaved,
        intake,
        safety: needsSafetyCall(body.answers),
      });
    }),
  );
});

/** Answers every item of a questionnaire with 'Not at all', then item `item` with `option`. */
async function answerAll(name: string, items: number, option = 'Not at all', item = -1) {
  const user = userEvent.setup();
  const section = screen.getByRole('region', { name });
  const groups = within(section).getAllByRole('group');
  expect(groups).toHaveLength(items);
  for (const [index, group] of groups.entries())
    await user.click(
      within(group).getByRole('radio', { name: index === item ? option : 'Not at all' }),
    );
}

describe('/my-appointment/:id/intake', () => {
  it('when the patient has not agreed yet, then the page says why it asks and who reads it, and asks for the consent first', async () => {
    state = { ...state, consented: false };
    renderApp(SITE_PAGES.intake(APPOINTMENT), { signedIn: true, now: NOW });

    await screen.findByRole('heading', { name: 'Before your visit', level: 1 });
    expect(screen.getByText(/Answering is optional/)).toBeInTheDocument();
    expect(screen.getByText(/The front desk sees only whether you answered/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'PHQ-9' })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'I agree, start' }));

    expect(await screen.findByRole('region', { name: 'PHQ-9' })).toBeInTheDocument();
  });

  it('when item 9 is answered above Not at all, then the next screen shows help first, then the scores with what a score is not', async () => {
    renderApp(SITE_PAGES.intake(APPOINTMENT), { signedIn: true, now: NOW });
    await screen.findByRole('region', { name: 'PHQ-9' });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Why are you coming? In your own words'), 'Sleep');
    await answerAll('PHQ-9', PHQ9.items.length, 'Several days', 8);
    await answerAll('GAD-7', GAD7.items.length);
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));

    const help = await screen.findByRole('heading', {
      name: 'Thank you for telling us. Help is here now.',
    });
    expect(help).toHaveFocus();
    const helpSection = screen.getByRole('region', { name: /Help is here now/ });
    expect(within(helpSection).getByRole('link', { name: '14416' })).toHaveAttribute(
      'href',
      'tel:14416',
    );
    expect(within(helpSection).getByRole('link', { name: '112' })).toBeInTheDocument();
    expect(screen.getByText(/emergency department of the nearest hospital/)).toBeInTheDocument();
    expect(screen.getByText(/will call you today/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your answers and scores' })).toBeNull();
    expect(saved).toEqual([
      {
        submit: true,
        answers: {
          ...blankAnswers(),
          reason: 'Sleep',
          phq9: [0, 0, 0, 0, 0, 0, 0, 0, 1],
          gad7: [0, 0, 0, 0, 0, 0, 0],
        },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Continue to my answers' }));

    expect(await screen.findByText('Score 1 of 27: minimal')).toBeInTheDocument();
    expect(screen.getByText(/A score is not a diagnosis/)).toBeInTheDocument();
  });

  it('when a PHQ-9 problem is checked, then PHQ-9’s closing question is asked and its answer sent', async () => {
    const user = userEvent.setup();
    renderApp(SITE_PAGES.intake(APPOINTMENT), { signedIn: true, now: NOW });
    await screen.findByRole('region', { name: 'PHQ-9' });
    const closing = () => screen.queryByRole('group', { name: PHQ9_DIFFICULTY.question });

    await answerAll('PHQ-9', PHQ9.items.length);
    const notAsked = closing();
    await user.click(
      within(screen.getByRole('group', { name: `3. ${PHQ9.items[2]}` })).getByRole('radio', {
        name: 'Several days',
      }),
    );
    await user.click(
      within(closing() ?? document.body).getByRole('radio', { name: 'Very difficult' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save and finish later' }));

    expect(notAsked).toBeNull();
    expect(await screen.findByText(TEXTS.intakeSaved)).toBeInTheDocument();
    expect(saved).toMatchObject([
      { answers: { phq9: [0, 0, 1, 0, 0, 0, 0, 0, 0], difficulty: 2 } },
    ]);
  });

  it('when the patient saves part way, then the answers are kept as a draft with no help screen', async () => {
    renderApp(SITE_PAGES.intake(APPOINTMENT), { signedIn: true, now: NOW });
    await screen.findByRole('region', { name: 'PHQ-9' });

    await answerAll('GAD-7', GAD7.items.length, 'Nearly every day', 0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save and finish later' }));

    expect(await screen.findByText(TEXTS.intakeSaved)).toBeInTheDocument();
    expect(saved).toMatchObject([{ submit: false, answers: { gad7: [3, 0, 0, 0, 0, 0, 0] } }]);
    expect(screen.queryByRole('heading', { name: /Help is here now/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'PHQ-9' })).toBeInTheDocument();
  });
});
