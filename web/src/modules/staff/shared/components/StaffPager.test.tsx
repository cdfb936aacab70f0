import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StaffPager } from '@/modules/staff/shared/components/StaffPager';
import { renderStaff } from '@/modules/staff/shared/test/render-staff';

describe('the staff pager', () => {
  it('says where the list is and how many match', () => {
    renderStaff(<StaffPager page={2} pages={3} total={57} capped={false} onPageChange={vi.fn()} />);

    expect(screen.getByText('Page 2 sur 3 · 57 résultats')).toBeTruthy();
  });

  it('says "more than" when the server stopped counting, in French and in Arabic, and goes no further than its last page', () => {
    const { unmount } = renderStaff(<StaffPager page={100} pages={100} total={1000} capped onPageChange={vi.fn()} />);

    expect(screen.getByText('Page 100 sur plus de 100 · plus de 1000 résultats')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Suivant' }).hasAttribute('disabled')).toBe(true);
    unmount();

    renderStaff(<StaffPager page={1} pages={100} total={1000} capped onPageChange={vi.fn()} />, { language: 'ar' });
    expect(screen.getByText('الصفحة 1 من أكثر من 100 · أكثر من 1000 نتيجة')).toBeTruthy();
  });
});
