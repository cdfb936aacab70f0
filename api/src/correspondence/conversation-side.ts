import { isStaff, type Actor } from '#api/auth/actor.ts';
import type { ConversationSide } from '#api/db/correspondence-tables.ts';

/** The side the caller writes and reads on: any staff member is 'staff', a student 'student'. */
export const sideOf = (actor: Actor): ConversationSide => (isStaff(actor) ? 'staff' : 'student');

/** The side whose messages the caller's side reads, and marks read. */
export const otherSide = (side: ConversationSide): ConversationSide => (side === 'staff' ? 'student' : 'staff');
