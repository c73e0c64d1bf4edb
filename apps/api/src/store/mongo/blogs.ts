import { definedOnly } from '../rules.js';
import type { BlogRepository, NewBlog, StoredBlog } from '../types.js';
import { isId } from './errors.js';
import type { BlogDoc, Models } from './models.js';

function toBlog(doc: BlogDoc): StoredBlog {
  return {
    _id: doc._id.toHexString(),
    title: doc.title,
    content: doc.content,
    author: doc.author,
    createdAt: doc.createdAt.toISOString(),
    mediaUrl: doc.mediaUrl,
    mediaType: doc.mediaType,
    // Posts saved before posts had a language are English; lean reads skip the schema default.
    language: doc.language ?? 'en',
    likes: [...doc.likes],
  };
}

export class MongoBlogs implements BlogRepository {
  constructor(private readonly models: Models) {}

  async list(): Promise<StoredBlog[]> {
    const docs = await this.models.Blog.find().sort({ createdAt: -1, _id: -1 }).lean<BlogDoc[]>();
    return docs.map(toBlog);
  }

  async findById(id: string): Promise<StoredBlog | null> {
    if (!isId(id)) return null;
    const doc = await this.models.Blog.findById(id).lean<BlogDoc>();
    return doc ? toBlog(doc) : null;
  }

  async create(blog: NewBlog): Promise<StoredBlog> {
    const doc = await this.models.Blog.create({
      ...blog,
      createdAt: blog.createdAt ?? new Date(),
      likes: [],
    });
    return toBlog(doc.toObject<BlogDoc>());
  }

  async update(id: string, patch: Partial<NewBlog>): Promise<StoredBlog | null> {
    if (!isId(id)) return null;
    const doc = await this.models.Blog.findByIdAndUpdate(
      id,
      { $set: definedOnly(patch) },
      { returnDocument: 'after', runValidators: true },
    ).lean<BlogDoc>();
    return doc ? toBlog(doc) : null;
  }

  async remove(id: string): Promise<boolean> {
    if (!isId(id)) return false;
    const result = await this.models.Blog.deleteOne({ _id: id });
    return result.deletedCount > 0;
  }

  /** One pipeline update: two quick clicks cannot both add (or both take back) the like. */
  async toggleLike(id: string, userId: string): Promise<string[] | null> {
    if (!isId(id)) return null;
    const user = { $literal: userId };
    const doc = await this.models.Blog.findByIdAndUpdate(
      id,
      [
        {
          $set: {
            likes: {
              $cond: [
                { $in: [user, '$likes'] },
                { $filter: { input: '$likes', cond: { $ne: ['$$this', user] } } },
                { $concatArrays: ['$likes', [user]] },
              ],
            },
          },
        },
      ],
      { returnDocument: 'after', updatePipeline: true },
    ).lean<BlogDoc>();
    return doc ? [...doc.likes] : null;
  }

  async unlikeAll(userId: string): Promise<void> {
    await this.models.Blog.updateMany({ likes: userId }, { $pull: { likes: userId } });
  }
}
