import { describe, expect, it } from 'vitest';
import { createPostSchema, formatPostDateLong, formatPostDateShort, postParagraphs, updatePostSchema } from './posts';

describe('post dates (spec 9)', () => {
  it('are short on listings and long US on the detail', () => {
    expect(formatPostDateShort('2024-03-12T12:00:00Z', 'UTC')).toBe('12 Mar 2024');
    expect(formatPostDateShort('2025-09-01T12:00:00Z', 'UTC')).toBe('1 Sep 2025');
    expect(formatPostDateLong('2024-03-12T12:00:00Z', 'UTC')).toBe('March 12, 2024');
  });
});

describe('postParagraphs', () => {
  it('splits at any line break and drops blank lines, keeping markup as text', () => {
    expect(postParagraphs('One\r\nTwo\n\n  \n<script>alert(1)</script>\rLast ')).toEqual([
      'One',
      'Two',
      '<script>alert(1)</script>',
      'Last',
    ]);
  });
});

describe('createPostSchema', () => {
  it('keeps content as written, trims the rest, and tidies tags', () => {
    const parsed = createPostSchema.parse({
      title: ' T ',
      content: '  keep\n',
      description: ' ',
      imageUrl: '',
      tags: [' A ', 'a', 'B  b', ''],
    });
    expect(parsed).toEqual({
      title: 'T',
      content: '  keep\n',
      description: null,
      imageUrl: null,
      tags: ['A', 'B b'],
      status: 'published',
      allowDuplicateTitle: false,
      emailMembers: false,
    });
  });

  it('takes a confirmed duplicate title only as a real boolean', () => {
    expect(createPostSchema.parse({ title: 'T', content: 'c', allowDuplicateTitle: true }).allowDuplicateTitle).toBe(true);
    expect(updatePostSchema.parse({ title: 'T', content: 'c' }).allowDuplicateTitle).toBe(false);
    expect(createPostSchema.safeParse({ title: 'T', content: 'c', allowDuplicateTitle: 'true' }).success).toBe(false);
  });
});
