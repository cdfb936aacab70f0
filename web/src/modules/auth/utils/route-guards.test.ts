import { describe, expect, it } from 'vitest';
import {
  browseRouteDecision,
  landingRouteDecision,
  signedInHomePath,
  pendingRouteDecision,
  protectedRouteDecision,
} from '@/modules/auth/utils/route-guards';
import type { Session } from '@/modules/auth/utils/session-store';
import { makeSessionUser } from '@/test/factories';

const unknown: Session = { status: 'unknown' };
const visitor: Session = { status: 'signedOut' };
const signedIn = (overrides: Partial<Extract<Session, { status: 'signedIn' }>> = {}): Session => ({
  status: 'signedIn',
  user: makeSessionUser(),
  role: 'CLIENT',
  approvalStatus: 'APPROVED',
  isApproved: true,
  ...overrides,
});
const unapproved = signedIn({ approvalStatus: 'PENDING', isApproved: false });

describe('protected routes', () => {
  it('render nothing until the session is known', () => {
    expect(protectedRouteDecision(unknown, '/profile')).toEqual({ kind: 'wait' });
  });
  it('send a visitor to /login carrying where they were going', () => {
    expect(protectedRouteDecision(visitor, '/applications/7')).toEqual({
      kind: 'redirect',
      to: '/login',
      state: { from: '/applications/7' },
    });
  });
  it('send an unapproved user to /pending', () => {
    expect(protectedRouteDecision(unapproved, '/profile')).toEqual({ kind: 'redirect', to: '/pending' });
  });
  it('send a user without a required role to / with the unauthorized flag', () => {
    expect(protectedRouteDecision(signedIn(), '/admin', ['ADMIN'])).toEqual({
      kind: 'redirect',
      to: '/',
      state: { unauthorized: true },
    });
  });
  it('let a verified student waiting for approval reach the messages, not an unverified one', () => {
    expect(protectedRouteDecision(unapproved, '/messages', ['CLIENT'], 'any')).toEqual({ kind: 'render' });
    const changesAsked = signedIn({ approvalStatus: 'CHANGES_REQUESTED', isApproved: false });
    expect(protectedRouteDecision(changesAsked, '/messages', ['CLIENT'], 'any')).toEqual({ kind: 'render' });
    const unverified = signedIn({ user: makeSessionUser({ isVerified: false }), approvalStatus: 'PENDING', isApproved: false });
    expect(protectedRouteDecision(unverified, '/messages', ['CLIENT'], 'any')).toEqual({ kind: 'redirect', to: '/pending' });
  });
  it('render for an approved user with the role', () => {
    expect(protectedRouteDecision(signedIn({ role: 'ADMIN' }), '/admin', ['ADMIN'])).toEqual({ kind: 'render' });
    expect(protectedRouteDecision(signedIn(), '/profile')).toEqual({ kind: 'render' });
  });
});

describe('the pending page', () => {
  it('sends a visitor to /', () => {
    expect(pendingRouteDecision(visitor)).toEqual({ kind: 'redirect', to: '/' });
  });
  it('sends an approved user to /bourses', () => {
    expect(pendingRouteDecision(signedIn())).toEqual({ kind: 'redirect', to: '/bourses' });
  });
  it('shows to an unapproved user, and waits while the session is unknown', () => {
    expect(pendingRouteDecision(unapproved)).toEqual({ kind: 'render' });
    expect(pendingRouteDecision(unknown)).toEqual({ kind: 'wait' });
  });
});

describe('public pages', () => {
  it('let visitors and approved users browse scholarships, not unapproved users', () => {
    expect(browseRouteDecision(visitor)).toEqual({ kind: 'render' });
    expect(browseRouteDecision(signedIn())).toEqual({ kind: 'render' });
    expect(browseRouteDecision(unapproved)).toEqual({ kind: 'redirect', to: '/pending' });
  });
  it('send a signed-in visitor of the landing page to /bourses or /pending', () => {
    expect(landingRouteDecision(visitor)).toEqual({ kind: 'render' });
    expect(landingRouteDecision(signedIn())).toEqual({ kind: 'redirect', to: '/bourses' });
    expect(landingRouteDecision(unapproved)).toEqual({ kind: 'redirect', to: '/pending' });
  });
  it('send signed-in staff to their console, students to the catalogue', () => {
    expect(landingRouteDecision(signedIn({ role: 'AGENT' }))).toEqual({ kind: 'redirect', to: '/admin' });
    expect(pendingRouteDecision(signedIn({ role: 'ADMIN' }))).toEqual({ kind: 'redirect', to: '/admin' });
    expect(signedInHomePath('CLIENT')).toBe('/bourses');
  });
});
