import { socialLinkSchema, type SocialLink } from '@clinic/contracts';
import type { SettingsRepository } from '../types.js';
import type { Models, SettingDoc } from './models.js';

/** The one document of the clinic's settings. */
const CLINIC = 'clinic';

export class MongoSettings implements SettingsRepository {
  constructor(private readonly models: Models) {}

  async socialLinks(): Promise<SocialLink[]> {
    const doc = await this.models.Setting.findById(CLINIC).lean<SettingDoc>();
    return linksOf(doc);
  }

  async replaceSocialLinks(links: SocialLink[]): Promise<SocialLink[]> {
    // One single-document update, atomic on the server: the document before it is the one it
    // replaced, so the answer is what this write changed.
    const before = await this.models.Setting.findOneAndUpdate(
      { _id: CLINIC },
      { $set: { socialLinks: links } },
      { upsert: true, returnDocument: 'before' },
    ).lean<SettingDoc>();
    return linksOf(before);
  }
}

const linksOf = (doc: SettingDoc | null): SocialLink[] =>
  socialLinkSchema.array().parse(doc?.socialLinks ?? []);
