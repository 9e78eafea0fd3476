import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PersonAvatar, photoUrlOf } from './PersonAvatar';

describe('PersonAvatar', () => {
  it('shows the photo when there is one, with the alt text given', () => {
    render(<PersonAvatar name="Dana" photoUrl="https://photos.example.test/dana-256.webp" alt="Dana Whitfield" />);
    expect(screen.getByRole('img', { name: 'Dana Whitfield' })).toHaveAttribute(
      'src',
      'https://photos.example.test/dana-256.webp',
    );
  });

  it('falls back to the initial when the photo does not load (hidden or removed since)', () => {
    const { container } = render(<PersonAvatar name="dana" photoUrl="https://photos.example.test/dana-256.webp" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('D');
  });

  it('shows the initial without a photo', () => {
    const { container } = render(<PersonAvatar name="Eli" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('E');
  });

  it('reads a photo address from any member answer that carries one', () => {
    expect(photoUrlOf({ fullName: 'A', photoUrl: '/x' })).toBe('/x');
    expect(photoUrlOf({ fullName: 'A' })).toBeUndefined();
    expect(photoUrlOf({ photoUrl: '' })).toBeUndefined();
  });
});
