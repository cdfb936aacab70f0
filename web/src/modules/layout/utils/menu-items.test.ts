import { describe, expect, it } from 'vitest';
import { APP_MENU_ITEMS, visibleMenuItems } from '@/modules/layout/utils/menu-items';

const hrefsFor = (role: Parameters<typeof visibleMenuItems>[1]) => visibleMenuItems(APP_MENU_ITEMS, role).map((item) => item.href);

describe('the menu of the app pages', () => {
  it('offers a visitor no dashboard and no applications', () => {
    expect(hrefsFor(null)).toEqual([]);
  });

  it("gives a student the dashboard, the student's applications and saved scholarships", () => {
    expect(hrefsFor('CLIENT')).toEqual(['/bourses', '/applications', '/favoris']);
  });

  it('gives staff the dashboard and the console', () => {
    expect(hrefsFor('AGENT')).toEqual(['/bourses', '/admin']);
  });
});
