import {
  ADMIN_API,
  adminDataRequestsResponse,
  type AdminDataRequestsResponse,
} from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { operator } from '../../test/fixtures';
import { renderConsole } from '../../test/render';
import { server } from '../../test/server';

const page1: AdminDataRequestsResponse = adminDataRequestsResponse.parse({
  success: true,
  total: 26,
  page: 1,
  pageSize: 25,
  requests: [
    {
      _id: 'f00000000000000000000002',
      kind: 'erasure',
      patientId: 'b00000000000000000000001',
      at: '2026-11-23T05:00:00.000Z',
    },
    {
      _id: 'f00000000000000000000001',
      kind: 'export',
      patientId: 'b00000000000000000000002',
      at: '2026-11-23T04:00:00.000Z',
    },
  ],
});

describe('data requests', () => {
  beforeEach(() => window.localStorage.setItem('clinicConsoleToken', 'operator-token'));

  it('lists the patients’ requests newest first and pages on', async () => {
    const pages: string[] = [];
    server.use(
      http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator })),
      http.get(ADMIN_API.dataRequests, ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '';
        pages.push(page);
        return HttpResponse.json(
          page === '1'
            ? page1
            : {
                ...page1,
                page: 2,
                requests: [
                  {
                    _id: 'f00000000000000000000000',
                    kind: 'export',
                    patientId: 'b00000000000000000000003',
                    at: '2026-11-22T04:00:00.000Z',
                  },
                ],
              },
        );
      }),
    );
    const user = userEvent.setup();
    renderConsole('/');

    await user.click(await screen.findByRole('link', { name: 'Data requests' }));

    const table = await screen.findByRole('table', { name: 'Data requests, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Deleted their account')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('b00000000000000000000001')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Downloaded their data')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('b00000000000000000000003')).toBeInTheDocument();
    expect(pages).toEqual(['1', '2']);
  });

  it('says so when nobody has asked yet', async () => {
    server.use(
      http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator })),
      http.get(ADMIN_API.dataRequests, () =>
        HttpResponse.json({ ...page1, total: 0, requests: [] }),
      ),
    );
    renderConsole('/data-requests');

    expect(
      await screen.findByText('No patient has asked for their data or its erasure yet.'),
    ).toBeInTheDocument();
  });
});
