import { describe, expect, it } from 'vitest';
import type { Session } from '@/modules/auth/utils/session-store';
import { APP_MENU_ITEMS, LANDING_MENU_ITEMS, menuItemsFor, visibleMenuItems } from '@/modules/layout/utils/menu-items';

const hrefsFor = (role: Parameters<typeof visibleMenuItems>[1]) => visibleMenuItems(APP_MENU_ITEMS, role).map((item) => item.href);

describe('the menu of the app pages', () => {
  it('offers a visitor no dashboard and no applications', () => {
    expect(hrefsFor(null)).toEqual([]);
  });

  it("gives a student the dashboard, the student's applications, saved scholarships and documents", () => {
    expect(hrefsFor('CLIENT')).toEqual(['/bourses', '/applications', '/favoris', '/documents']);
  });

  it('gives staff the dashboard and the console', () => {
    expect(hrefsFor('AGENT')).toEqual(['/bourses', '/admin']);
  });
});

describe('the menu of the landing page', () => {
  const visitor: Session = { status: 'signedOut' };
  const waiting: Session = { status: 'signedIn', user: null, role: 'CLIENT', approvalStatus: 'PENDING', isApproved: false };

  it('leads a visitor to the public scholarship list besides the page’s own sections', () => {
    expect(menuItemsFor(LANDING_MENU_ITEMS, visitor).map((item) => item.href)).toEqual([
      '#home',
      '/bourses',
      '#features',
      '#testimonials',
      '#contact',
    ]);
  });

  it('offers nothing to an account waiting for approval, which may only see /pending', () => {
    expect(menuItemsFor(LANDING_MENU_ITEMS, waiting)).toEqual([]);
  });
});
