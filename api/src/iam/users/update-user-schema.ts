import { z } from 'zod';
import {
  deadlineRemindersField,
  emailField,
  firstNameField,
  lastNameField,
  messageMailsField,
  phoneNumberField,
  roleField,
} from '../account-fields.ts';

/** PATCH /api/iam/users/{id}: every field optional; who may change which is the policy's call. */
export const updateUserSchema = z.object({
  firstName: firstNameField.optional(),
  lastName: lastNameField.optional(),
  phoneNumber: phoneNumberField.optional(),
  email: emailField.optional(),
  role: roleField.optional(),
  deadlineReminders: deadlineRemindersField.optional(),
  messageMails: messageMailsField.optional(),
});

export type UserChanges = z.infer<typeof updateUserSchema>;
export type ChangeableField = keyof UserChanges;
