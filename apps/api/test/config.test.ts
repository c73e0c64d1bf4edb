import { API, clinicConfigResponse } from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import { forEachStore } from './support/harness.js';

forEachStore(
  (api) => {
    describe('GET /api/config', () => {
      it('when asked, then it answers the clinic details, emergency numbers, UPI payee and quick-exit address from the environment', async () => {
        const response = await api().request.get(API.config).expect(200);

        const { config } = clinicConfigResponse.parse(response.body);
        expect(config.name).toBe('Calm Minds Clinic');
        expect(config.upi).toEqual({ vpa: 'calmminds@okaxis', payeeName: 'Calm Minds Clinic' });
        expect(config.timeZone).toBe('Asia/Kolkata');
        expect(config.emergencyNumbers).toEqual([
          { label: 'Tele-MANAS, national mental health helpline (24x7, free)', number: '14416' },
          { label: 'Tele-MANAS toll-free', number: '1-800-891-4416' },
        ]);
        expect(config.mapEmbedUrl).toMatch(/^https:\/\//);
        expect(config.quickExitUrl).toBe('https://weather.example/today');
      });
    });
  },
  {
    CLINIC_NAME: 'Calm Minds Clinic',
    UPI_VPA: 'calmminds@okaxis',
    UPI_PAYEE_NAME: 'Calm Minds Clinic',
    QUICK_EXIT_URL: 'https://weather.example/today',
  },
);
