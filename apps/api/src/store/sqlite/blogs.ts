import { definedOnly } from '../rules.js';
import type { BlogRepository, NewBlog, StoredBlog } from '../types.js';
import { newId } from './database.js';
import type { SqliteDatabase } from './database.js';

interface BlogRow {
  id: string;
  title: string;
  content: string;
  author: string;
  media_url: string;
  media_type: StoredBlog['mediaType'];
  created_at: string;
  language: StoredBlog['language'];
}

const SELECT =
  'SELECT id, title, content, author, media_url, media_type, created_at, language FROM blogs';

function toBlog(row: BlogRow, likes: string[]): StoredBlog {
  return {
    _id: row.id,
    title: row.title,
    content: row.content,
    author: row.author,
    createdAt: row.created_at,
    mediaUrl: row.media_url,
    mediaType: row.media_type,
    language: row.language,
    likes,
  };
}

export class SqliteBlogs implements BlogRepository {
  constructor(private readonly sql: SqliteDatabase) {}

  private likes(id: string): string[] {
    return this.sql
      .statement('SELECT user_id FROM blog_likes WHERE blog_id = ? ORDER BY seq')
      .pluck()
      .all(id) as string[];
  }

  private find(id: string): StoredBlog | null {
    const row = this.sql.statement(`${SELECT} WHERE id = ?`).get(id) as BlogRow | undefined;
    return row ? toBlog(row, this.likes(id)) : null;
  }

  async list(): Promise<StoredBlog[]> {
    return this.sql.transaction(() => {
      const likes = new Map<string, string[]>();
      const rows = this.sql
        .statement('SELECT blog_id, user_id FROM blog_likes ORDER BY seq')
        .all() as { blog_id: string; user_id: string }[];
      for (const like of rows) {
        const list = likes.get(like.blog_id);
        if (list) list.push(like.user_id);
        else likes.set(like.blog_id, [like.user_id]);
      }
      const blogs = this.sql
        .statement(`${SELECT} ORDER BY created_at DESC, seq DESC`)
        .all() as BlogRow[];
      return blogs.map((row) => toBlog(row, likes.get(row.id) ?? []));
    });
  }

  async findById(id: string): Promise<StoredBlog | null> {
    return this.find(id);
  }

  async create(blog: NewBlog): Promise<StoredBlog> {
    const id = newId();
    this.sql
      .statement(
        `INSERT INTO blogs (id, title, content, author, media_url, media_type, created_at, language)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        id,
        blog.title,
        blog.content,
        blog.author,
        blog.mediaUrl,
        blog.mediaType,
        (blog.createdAt ?? new Date()).toISOString(),
        blog.language ?? 'en',
      );
    return this.find(id) as StoredBlog;
  }

  async update(id: string, patch: Partial<NewBlog>): Promise<StoredBlog | null> {
    return this.sql.transaction(() => {
      const current = this.find(id);
      if (!current) return null;
      const { createdAt, ...fields } = definedOnly(patch);
      const next = { ...current, ...fields };
      this.sql
        .statement(
          `UPDATE blogs SET title = ?, content = ?, author = ?, media_url = ?, media_type = ?,
           language = ?, created_at = ? WHERE id = ?`,
        )
        .run(
          next.title,
          next.content,
          next.author,
          next.mediaUrl,
          next.mediaType,
          next.language,
          createdAt ? createdAt.toISOString() : current.createdAt,
          id,
        );
      return this.find(id);
    });
  }

  async remove(id: string): Promise<boolean> {
    return this.sql.statement('DELETE FROM blogs WHERE id = ?').run(id).changes > 0;
  }

  async toggleLike(id: string, userId: string): Promise<string[] | null> {
    return this.sql.transaction(() => {
      if (!this.sql.statement('SELECT 1 FROM blogs WHERE id = ?').get(id)) return null;
      const taken = this.sql
        .statement('DELETE FROM blog_likes WHERE blog_id = ? AND user_id = ?')
        .run(id, userId);
      if (taken.changes === 0) {
        this.sql
          .statement('INSERT INTO blog_likes (blog_id, user_id) VALUES (?, ?)')
          .run(id, userId);
      }
      return this.likes(id);
    });
  }

  async unlikeAll(userId: string): Promise<void> {
    this.sql.statement('DELETE FROM blog_likes WHERE user_id = ?').run(userId);
  }
}
