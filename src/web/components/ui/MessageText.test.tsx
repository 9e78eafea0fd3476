import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageText, safeHref, splitLinks } from './MessageText';

describe('a message’s links', () => {
  it('makes http, https and www addresses links, leaving the sentence’s punctuation outside', () => {
    expect(splitLinks('See https://salon.example/notes. Or www.example.com, (http://a.example/x)')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://salon.example/notes', href: 'https://salon.example/notes' },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', text: 'www.example.com', href: 'https://www.example.com/' },
      { kind: 'text', text: ', (' },
      { kind: 'link', text: 'http://a.example/x', href: 'http://a.example/x' },
      { kind: 'text', text: ')' },
    ]);
    expect(splitLinks('https://en.wikipedia.org/wiki/Salon_(gathering)')[0]).toMatchObject({
      text: 'https://en.wikipedia.org/wiki/Salon_(gathering)',
    });
  });

  it('never makes a link of another scheme', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', 'file:///etc/passwd'])
      expect(safeHref(bad)).toBeNull();
    expect(splitLinks('javascript:alert(document.cookie)')).toEqual([
      { kind: 'text', text: 'javascript:alert(document.cookie)' },
    ]);
  });

  it('draws links that open apart from the page and text as text, markup included', () => {
    render(<MessageText text={'<img src=x onerror=alert(1)> https://a.example/ and javascript:alert(1)'} />);
    const link = screen.getByRole('link', { name: 'https://a.example/' });
    expect(link).toHaveAttribute('href', 'https://a.example/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeVisible();
  });
});
