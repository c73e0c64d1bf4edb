import {
  ADMIN_API,
  ADMIN_TEXTS,
  API,
  clinicConfigResponse,
  savedSocialLinksResponse,
  socialLinksResponse,
} from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import { auditEntriesOf, expectFailure } from './admin-fixtures.js';
import { addOperatorToken, auth, forEachStore } from './support/harness.js';
import type { TestApi } from './support/harness.js';

const instagram = { network: 'instagram', url: 'https://instagram.com/holisticmind' } as const;
const facebook = { network: 'facebook', url: 'https://facebook.com/holisticmind' } as const;

const configOf = async (api: TestApi) =>
  clinicConfigResponse.parse((await api.request.get(API.config).expect(200)).body).config;

forEachStore((api) => {
  describe('PUT /api/admin/settings/social-links', () => {
    it('when nothing was set, then the site shows no social link', async () => {
      expect((await configOf(api())).socialLinks).toEqual([]);
      const owner = await addOperatorToken(api());
      const response = await api().request.get(ADMIN_API.socialLinks).set(auth(owner)).expect(200);
      expect(socialLinksResponse.parse(response.body).links).toEqual([]);
    });

    it("when the owner sets links, then /api/config carries them in the footer's order, and the change is audited", async () => {
      const owner = await addOperatorToken(api());
      const response = await api()
        .request.put(ADMIN_API.socialLinks)
        .set(auth(owner))
        .send({ links: [instagram, facebook] })
        .expect(200);

      expect(savedSocialLinksResponse.parse(response.body)).toEqual({
        success: true,
        message: ADMIN_TEXTS.socialLinksSaved,
        links: [facebook, instagram],
      });
      expect((await configOf(api())).socialLinks).toEqual([facebook, instagram]);

      await api()
        .request.put(ADMIN_API.socialLinks)
        .set(auth(owner))
        .send({ links: [instagram] })
        .expect(200);
      expect((await configOf(api())).socialLinks).toEqual([instagram]);
      const entries = await auditEntriesOf(api(), 'settings.social-links');
      expect(entries.map((entry) => [entry.targetType, entry.before, entry.after])).toEqual([
        ['settings', [facebook, instagram], [instagram]],
        ['settings', [], [facebook, instagram]],
      ]);
    });

    it.each([
      ['a link that is not http(s)', [{ network: 'x', url: 'javascript:alert(1)' }]],
      ['a network we do not list', [{ network: 'myspace', url: 'https://myspace.com/a' }]],
      ['two links of one network', [instagram, { ...instagram, url: 'https://instagram.com/b' }]],
      ['a link of 2,001 characters', [{ network: 'x', url: `https://x.com/${'a'.repeat(1990)}` }]],
    ])('when it has %s, then 400 and nothing changes', async (_case, links) => {
      const owner = await addOperatorToken(api());
      const response = await api()
        .request.put(ADMIN_API.socialLinks)
        .set(auth(owner))
        .send({ links })
        .expect(400);
      expectFailure(response.body, 'Invalid input');
      expect((await configOf(api())).socialLinks).toEqual([]);
      expect(await auditEntriesOf(api(), 'settings.social-links')).toEqual([]);
    });

    it('when the front desk sets links, then 403 and nothing changes', async () => {
      const desk = await addOperatorToken(api(), 'front-desk');
      await api()
        .request.put(ADMIN_API.socialLinks)
        .set(auth(desk))
        .send({ links: [instagram] })
        .expect(403);
      expect((await configOf(api())).socialLinks).toEqual([]);
    });
  });
});
