import { describe, expect, it } from 'vitest';
import { draftOf, draftParams, draftProblem, emptyDraft, type AdminAnnouncement } from './draft';
import { announcementsMessages as m } from './messages';

const listed: AdminAnnouncement = {
  id: 'a1',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: null,
  title: 'Hello',
  text: 'World',
  imageUrl: null,
  icon: 'rocket',
  display: 'dialog',
  isActive: true,
  forExistingUsers: false,
  silence: true,
  needConfirmationToRead: false,
  userId: null,
  reads: 3,
};

describe('announcement drafts', () => {
  it('takes an announcement into the form, with Misskey defaults for values it does not know', () => {
    expect(draftOf(listed)).toEqual({ ...emptyDraft, title: 'Hello', text: 'World', display: 'dialog', silence: true });
  });

  it('needs a title and a text, and an image URL only of http(s)', () => {
    expect(draftProblem(emptyDraft)).toBe(m.needTitleAndText);
    expect(draftProblem({ ...emptyDraft, title: 'T', text: '  ' })).toBe(m.needTitleAndText);
    expect(draftProblem({ ...emptyDraft, title: 'T', text: 'x', imageUrl: 'javascript:alert(1)' })).toBe(m.badImageUrl);
    expect(draftProblem({ ...emptyDraft, title: 'T', text: 'x', imageUrl: 'https://img.example/a.png' })).toBeNull();
  });

  it('sends an empty image URL as null and a trimmed title', () => {
    expect(draftParams({ ...emptyDraft, title: ' T ', text: 'x', imageUrl: ' ' })).toMatchObject({ title: 'T', imageUrl: null });
  });
});
