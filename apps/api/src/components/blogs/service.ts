/**
 * Blogs, read far more often than written: the list and each post are served as prepared bytes,
 * rebuilt after a like or an operator's edit. A second like by the same patient takes it back.
 */
import { TEXTS, blogListResponse, blogResponse } from '@clinic/contracts';
import type { AppContext } from '../../app.js';
import { AppError } from '../../libraries/errors.js';
import { PreparedJson, PreparedJsonMap } from '../../libraries/prepared-json.js';
import type { Freshness } from '../../libraries/prepared-json.js';
import type { Store } from '../../store/types.js';

export interface BlogCatalog {
  list: PreparedJson;
  detail: PreparedJsonMap;
  /** Call after any write that changes a blog. */
  invalidate(): void;
}

export function createBlogCatalog(store: Store, freshness: Freshness): BlogCatalog {
  const list = new PreparedJson(
    async () => blogListResponse.parse({ success: true, blogs: await store.blogs.list() }),
    freshness,
  );
  const detail = new PreparedJsonMap(async (id) => {
    const blog = await store.blogs.findById(id);
    if (!blog) throw AppError.notFound(TEXTS.blogNotFound);
    return blogResponse.parse({ success: true, blog });
  }, freshness);
  return {
    list,
    detail,
    invalidate() {
      list.invalidate();
      detail.invalidate();
    },
  };
}

export function createBlogService({ store, catalogs }: AppContext) {
  async function toggleLike(blogId: string, userId: string): Promise<string[]> {
    const likes = await store.blogs.toggleLike(blogId, userId);
    if (!likes) throw AppError.notFound(TEXTS.blogNotFound);
    catalogs.blogs.invalidate();
    return likes;
  }

  return { toggleLike };
}
