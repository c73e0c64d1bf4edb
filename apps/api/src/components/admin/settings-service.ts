/**
 * The clinic's settings the owner changes in the console (docs/product.md, Operator console):
 * the social links of the site's footer. Each change is audited with the links before and after.
 */
import { SOCIAL_NETWORKS, type SocialLink, type SocialLinksRequest } from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import type { Actor, createAuditLog } from './audit-log.js';

export function createSettingsService(
  { store, catalogs }: Pick<AppContext, 'store' | 'catalogs'>,
  audit: ReturnType<typeof createAuditLog>,
) {
  async function replaceSocialLinks(
    actor: Actor,
    { links }: SocialLinksRequest,
  ): Promise<SocialLink[]> {
    const ordered = SOCIAL_NETWORKS.flatMap((network) =>
      links.filter((link) => link.network === network),
    );
    const before = await store.settings.replaceSocialLinks(ordered);
    catalogs.config.invalidate();
    await audit.record(actor, {
      action: 'settings.social-links',
      targetType: 'settings',
      targetId: 'social-links',
      before,
      after: ordered,
    });
    return ordered;
  }

  return { socialLinks: () => store.settings.socialLinks(), replaceSocialLinks };
}
