import { describe, expect, it } from 'vitest';
import { digestMail, firstLine } from './digest-mail.ts';
import type { DigestRecipient } from './digest-recipient.ts';

const recipient = (language: DigestRecipient['language']): DigestRecipient => ({
  email: 'salma@example.ma',
  firstName: 'Salma',
  language,
  studentName: 'Salma Bennani',
  scholarshipTitle: null,
  link: 'https://bourses.example.ma/messages',
});

const subjectFor = (language: DigestRecipient['language'], count: number) =>
  digestMail({ recipient: recipient(language), recipientSide: 'student', count, newest: [], profileLink: '' }).subject;

describe('the digest mail', () => {
  it('counts the messages in each language’s plural forms', () => {
    expect([1, 2, 5, 11].map((count) => subjectFor('ar', count))).toEqual([
      'لديك رسالة جديدة من فريق المنصة',
      'لديك رسالتان جديدتان من فريق المنصة',
      'لديك 5 رسائل جديدة من فريق المنصة',
      'لديك 11 رسالة جديدة من فريق المنصة',
    ]);
    expect([1, 4].map((count) => subjectFor('en', count))).toEqual([
      'You have a new message from the platform team',
      'You have 4 new messages from the platform team',
    ]);
  });

  it('quotes each message’s first written line, cut short, and nothing for a message of files only', () => {
    const long = 'a'.repeat(200);
    const mail = digestMail({
      recipient: recipient('fr'),
      recipientSide: 'student',
      count: 3,
      newest: ['\n\n  Bonjour  \nsuite', '', long],
      profileLink: 'https://bourses.example.ma/profile',
    });

    expect(firstLine(long)).toHaveLength(140);
    expect(mail.text.split('\n\n').filter((paragraph) => paragraph.startsWith('«'))).toEqual([
      '« Bonjour »',
      `« ${'a'.repeat(139)}… »`,
    ]);
  });
});
