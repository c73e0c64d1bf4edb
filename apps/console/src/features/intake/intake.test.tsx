import { ADMIN_API, PHQ9_DIFFICULTY, adminIntakeResponse, blankAnswers } from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { doctorOperator } from '../../test/fixtures';
import { renderConsole } from '../../test/render';
import { server } from '../../test/server';

const APPOINTMENT = 'b00000000000000000000001';

describe('an appointment’s intake, for its doctor', () => {
  beforeEach(() => {
    window.localStorage.setItem('clinicConsoleToken', 'operator-token');
    server.use(
      http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator: doctorOperator })),
    );
  });

  it('when the patient has finished two sittings, then the answers, a table and a chart of the scores show', async () => {
    server.use(
      http.get(ADMIN_API.appointmentIntake(APPOINTMENT), () =>
        HttpResponse.json(
          adminIntakeResponse.parse({
            success: true,
            withdrawn: false,
            intake: {
              _id: 'c00000000000000000000001',
              appointmentId: APPOINTMENT,
              kind: 'first',
              status: 'submitted',
              answers: {
                ...blankAnswers(),
                reason: 'Cannot sleep',
                inDanger: false,
                phq9: [1, 2, 0, 0, 0, 0, 0, 0, 0],
                difficulty: 1,
              },
              results: { phq9: null, gad7: null },
              savedAt: '2026-11-01T04:30:00.000Z',
              submittedAt: '2026-11-01T04:30:00.000Z',
            },
            scores: [
              {
                appointmentId: APPOINTMENT,
                kind: 'first',
                submittedAt: '2026-11-01T04:30:00.000Z',
                phq9: { score: 16, band: 'moderately-severe' },
                gad7: { score: 11, band: 'moderate' },
              },
              {
                appointmentId: 'b00000000000000000000002',
                kind: 'follow-up',
                submittedAt: '2026-11-20T04:30:00.000Z',
                phq9: { score: 9, band: 'mild' },
                gad7: { score: 6, band: 'mild' },
              },
            ],
          }),
        ),
      ),
    );
    renderConsole(`/appointments/${APPOINTMENT}/intake`);

    const table = await screen.findByRole('table', { name: 'Scores, oldest first' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .slice(1)
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['First visit', '16 (Moderately severe)', '11 (Moderate)'],
      ['Follow-up', '9 (Mild)', '6 (Mild)'],
    ]);
    expect(screen.getByRole('img', { name: /Scores over time/ })).toBeInTheDocument();
    expect(screen.getByText('Cannot sleep')).toBeInTheDocument();
    expect(screen.getByText(PHQ9_DIFFICULTY.question, { exact: false })).toHaveTextContent(
      `${PHQ9_DIFFICULTY.question} Somewhat difficult`,
    );
    expect(screen.getByText('A score is not a diagnosis.')).toBeInTheDocument();
  });

  it('when the patient withdrew the consent, then no answer shows', async () => {
    server.use(
      http.get(ADMIN_API.appointmentIntake(APPOINTMENT), () =>
        HttpResponse.json({ success: true, withdrawn: true, intake: null, scores: [] }),
      ),
    );
    renderConsole(`/appointments/${APPOINTMENT}/intake`);

    expect(await screen.findByText(/withdrew their consent/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
