import {
  ADMIN_API,
  TEXTS,
  callBackRequest,
  callBackResponse,
  safetyAlertsResponse,
  type SafetyAlert,
} from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { frontDesk } from '../../test/fixtures';
import { renderConsole } from '../../test/render';
import { server } from '../../test/server';

const NOW = new Date('2026-11-23T06:00:00.000Z');

const alert = (overrides: Partial<SafetyAlert> = {}): SafetyAlert => ({
  _id: 'e00000000000000000000001',
  appointmentId: 'b00000000000000000000001',
  patientName: 'Ravi Kumar',
  patientPhone: '9876543210',
  doctorName: 'Dr. Asha Rao',
  slotData: '24_11_2026 10:00 am',
  raisedAt: '2026-11-23T04:45:00.000Z',
  callBack: null,
  ...overrides,
});

describe('safety alerts', () => {
  let alerts: SafetyAlert[];
  const sent: unknown[] = [];
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    window.localStorage.setItem('clinicConsoleToken', 'operator-token');
    sent.length = 0;
    alerts = [alert()];
    server.use(
      http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator: frontDesk })),
      http.get(ADMIN_API.openSafetyAlerts, () =>
        HttpResponse.json({
          success: true,
          open: alerts.filter((item) => !item.callBack).length,
        }),
      ),
      http.get(ADMIN_API.safetyAlerts, () =>
        HttpResponse.json(safetyAlertsResponse.parse({ success: true, alerts })),
      ),
      http.post(ADMIN_API.safetyAlertCallBack(':id'), async ({ request }) => {
        const { outcome } = callBackRequest.parse(await request.json());
        sent.push(outcome);
        const closed = alert({
          callBack: {
            operatorId: frontDesk._id,
            operatorName: frontDesk.name,
            at: NOW.toISOString(),
            outcome,
          },
        });
        alerts = [closed];
        return HttpResponse.json(
          callBackResponse.parse({ success: true, message: TEXTS.callBackRecorded, alert: closed }),
        );
      }),
    );
  });
  afterEach(() => vi.useRealTimers());

  it('when a patient waits for a call, then every screen shows the banner and the list shows how long they have waited; recording the call-back closes it', async () => {
    const user = userEvent.setup();
    renderConsole('/account');

    const banner = await screen.findByText('1 patient needs a call today');
    await user.click(within(banner.parentElement as HTMLElement).getByRole('link'));

    expect(await screen.findByRole('heading', { name: 'Safety alerts' })).toBeInTheDocument();
    expect(await screen.findByText(/Waiting 1 h 15 min/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '9876543210' })).toHaveAttribute(
      'href',
      'tel:9876543210',
    );
    await user.type(screen.getByLabelText('What came of the call'), 'Spoke with him; seen today');
    await user.click(screen.getByRole('button', { name: 'Record the call-back' }));

    expect(await screen.findByText(/Called back by Asha Rao/)).toBeInTheDocument();
    expect(sent).toEqual(['Spoke with him; seen today']);
    expect(screen.queryByText('1 patient needs a call today')).not.toBeInTheDocument();
  });
});
