import { socialLinkSchema, type SocialLink } from '@clinic/contracts';
import type { SettingsRepository } from '../types.js';
import type { SqliteDatabase } from './database.js';

const SOCIAL_LINKS = 'social-links';

export class SqliteSettings implements SettingsRepository {
  constructor(private readonly sql: SqliteDatabase) {}

  async socialLinks(): Promise<SocialLink[]> {
    return this.read();
  }

  async replaceSocialLinks(links: SocialLink[]): Promise<SocialLink[]> {
    // One write transaction: the links answered as before are the ones this write replaced.
    return this.sql.transaction(() => {
      const before = this.read();
      this.sql
        .statement(
          `INSERT INTO settings (key, value) VALUES (?, ?)
           ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
        )
        .run(SOCIAL_LINKS, JSON.stringify(links));
      return before;
    });
  }

  private read(): SocialLink[] {
    const row = this.sql.statement('SELECT value FROM settings WHERE key = ?').get(SOCIAL_LINKS) as
      { value: string } | undefined;
    return row ? socialLinkSchema.array().parse(JSON.parse(row.value)) : [];
  }
}
