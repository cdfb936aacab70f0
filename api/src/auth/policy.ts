import type { RequestHandler } from 'express';
import { unauthenticated, type AppError } from '../http/app-error.ts';
import type { Actor } from './actor.ts';

/** A rule's answer: allowed, or the error that refuses (401 to a visitor, 403, or 404 to hide a resource). */
export type Verdict = true | AppError;
export const ALLOWED = true;

/** The resource of an action on no particular one (create, list): such an action is called without one. */
export type NoResource = undefined;

type ResourceArg<Resource> = [Resource] extends [NoResource] ? [] : [resource: Resource];

/** Who may do one action; `actor` is undefined for a visitor. */
export type Rule<Resource> = (actor: Actor | undefined, ...resource: ResourceArg<Resource>) => Verdict;

/**
 * One domain's authorisation, as `can(actor, action, resource)`. `Resources` names the resource each
 * action is about, `NoResource` for an action on no particular one.
 */
export interface Policy<Resources> {
  can<A extends keyof Resources>(
    actor: Actor | undefined,
    action: A,
    ...resource: ResourceArg<Resources[A]>
  ): boolean;
  /** Throws the refusal when the actor may not. */
  authorize<A extends keyof Resources>(
    actor: Actor | undefined,
    action: A,
    ...resource: ResourceArg<Resources[A]>
  ): void;
  /** `authorize` as a route's first step, before its body is read: no upload is received from someone refused. */
  guard<A extends keyof Resources>(action: A, ...resource: ResourceArg<Resources[A]>): RequestHandler;
}

export function definePolicy<Resources>(rules: {
  [A in keyof Resources]: Rule<Resources[A]>;
}): Policy<Resources> {
  const authorize = <A extends keyof Resources>(
    actor: Actor | undefined,
    action: A,
    ...resource: ResourceArg<Resources[A]>
  ) => {
    const verdict = rules[action](actor, ...resource);
    if (verdict !== ALLOWED) throw verdict;
  };
  return {
    can: (actor, action, ...resource) => rules[action](actor, ...resource) === ALLOWED,
    authorize,
    guard:
      (action, ...resource) =>
      (req, _res, next) => {
        authorize(req.actor, action, ...resource);
        next();
      },
  };
}

/** A rule for signed-in callers only: a visitor is asked to sign in. */
export const signedIn =
  <Args extends unknown[]>(rule: (actor: Actor, ...resource: Args) => Verdict) =>
  (actor: Actor | undefined, ...resource: Args): Verdict =>
    actor ? rule(actor, ...resource) : unauthenticated();

/** The public catalogue: signed in or not, approved or not. */
export const everyone = (): Verdict => ALLOWED;
