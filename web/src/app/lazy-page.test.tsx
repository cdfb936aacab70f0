import { fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, type LazyPage } from '@/app/lazy-page';
import { PageFailureBoundary } from '@/modules/layout/components/PageFailure';
import { renderApp } from '@/test/render-app';

const ScholarshipsHeading = () => <h1>Bourses</h1>;

/** The page at /bourses, in its chunk, behind the boundary the router puts around every page. */
function Pages({ page }: { page: LazyPage }) {
  const { pathname } = useLocation();
  return (
    <>
      <Link to="/aide">Aide</Link>
      <PageFailureBoundary path={pathname}>
        <Suspense fallback={<p>Chargement</p>}>{pathname === '/bourses' ? <page.Component /> : <p>Page d’aide</p>}</Suspense>
      </PageFailureBoundary>
    </>
  );
}

describe('a page in a chunk of its own', () => {
  it('renders at once when its chunk came before the first render, as hydration needs', async () => {
    const page = lazyPage(async () => ScholarshipsHeading);
    await page.preload();

    renderApp(<Pages page={page} />, { path: '/bourses' });

    expect(screen.getByRole('heading', { name: 'Bourses' })).toBeTruthy();
    expect(screen.queryByText('Chargement')).toBeNull();
  });

  it('fetches its chunk once, however often it is asked for', async () => {
    const load = vi.fn(async () => ScholarshipsHeading);
    const page = lazyPage(load);

    await Promise.all([page.preload(), page.preload()]);
    await page.preload();

    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so in the visitor’s language when its chunk does not arrive, and lets another page open', () => {
    // React reports the error it caught.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page: LazyPage = {
      preload: async () => undefined,
      Component: () => {
        throw new TypeError('Failed to fetch dynamically imported module');
      },
    };

    renderApp(<Pages page={page} />, { path: '/bourses', language: 'ar' });

    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain('تعذّر تحميل هذه الصفحة');
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Aide' }));
    expect(screen.getByText('Page d’aide')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for a chunk again after it failed to arrive', async () => {
    const load = vi.fn<() => Promise<typeof ScholarshipsHeading>>().mockRejectedValueOnce(new TypeError('network')).mockResolvedValue(ScholarshipsHeading);
    const page = lazyPage(load);

    await expect(page.preload()).rejects.toThrow('network');
    await page.preload();

    expect(load).toHaveBeenCalledTimes(2);
  });
});
