import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ErrorState, Loading } from '../../components/query-state';
import { useBlogs } from './api/get-blogs';
import { useCreateBlog, useUpdateBlog } from './api/save-blog';
import { BlogForm } from './components/blog-form';

export function NewBlogPage() {
  const navigate = useNavigate();
  const createMutation = useCreateBlog();
  return (
    <>
      <PageHeader title="New post" />
      <BlogForm
        pending={createMutation.isPending}
        onSubmit={(form) => createMutation.mutate(form, { onSuccess: () => navigate('/blogs') })}
      />
    </>
  );
}

export function BlogEditorPage() {
  const { blogId } = useParams();
  const navigate = useNavigate();
  const blogs = useBlogs();
  const updateMutation = useUpdateBlog();
  const blog = blogs.data?.find((item) => item._id === blogId);

  if (blogs.isPending) return <Loading />;
  if (blogs.error) return <ErrorState error={blogs.error} onRetry={() => void blogs.refetch()} />;
  if (!blog) return <EmptyState>This post does not exist.</EmptyState>;
  return (
    <>
      <PageHeader title="Edit post" />
      <BlogForm
        key={blog._id}
        blog={blog}
        pending={updateMutation.isPending}
        onSubmit={(form) =>
          updateMutation.mutate({ blogId: blog._id, form }, { onSuccess: () => navigate('/blogs') })
        }
      />
    </>
  );
}
